// Seed 000's model and cell, as the article prints them.
import UIKit

struct News {
  let title: String
  let summary: String
  let date: String
}

class ViewData {
  private let raw: News
  var expanded: Bool

  var title: String { raw.title }
  var summary: String { raw.summary }
  var date: String { raw.date }

  init(_ data: News) {
    raw = data
    expanded = false
  }
}

final class MagicCell: UITableViewCell {
  private enum Constants {
    static let kPadding: CGFloat = 20
    static let kAnimationDuration: TimeInterval = 0.3
    static let kAnimationDelay: TimeInterval = 0

    static let kTextSpacing: CGFloat = 10
    static let kFondSize: CGFloat = 20
  }

  static var reuseIdentifier: String { String(describing: Self.self) }

  var model: ViewData!
  var expandCallback: ((() -> ()) -> ())!

  private lazy var mainStack: UIStackView = {
    let view = UIStackView()
    view.translatesAutoresizingMaskIntoConstraints = false
    view.axis = .vertical
    view.spacing = Constants.kTextSpacing

    view.addArrangedSubview(self.summaryLabel)
    view.addArrangedSubview(self.additionalStack)
    return view
  }()

  private lazy var additionalStack: UIStackView = {
    let view = UIStackView()
    view.translatesAutoresizingMaskIntoConstraints = false
    view.axis = .horizontal
    view.distribution = .equalCentering

    view.addArrangedSubview(self.dateLabel)
    view.addArrangedSubview(self.expandButton)
    return view
  }()

  private lazy var titleLabel: UILabel = {
    let view = UILabel()
    view.translatesAutoresizingMaskIntoConstraints = false
    view.font = .systemFont(ofSize: Constants.kFondSize, weight: .bold)
    view.numberOfLines = .zero
    view.lineBreakMode = .byWordWrapping
    return view
  }()

  private lazy var summaryLabel: UILabel = {
    let view = UILabel()
    view.numberOfLines = .zero
    view.lineBreakMode = .byWordWrapping
    return view
  }()

  private lazy var dateLabel: UILabel = {
    let view = UILabel()
    view.textColor = .darkGray
    return view
  }()

  private lazy var expandButton: UIButton = {
    let view = UIButton()
    view.setImage(UIImage(systemName: "ellipsis"), for: .normal)
    view.addTarget(self, action: #selector(expandButtonTap), for: .touchUpInside)
    return view
  }()

  // MARK: - Init

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    setupViews()
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("Not implemented 🙃")
  }

  // MARK: - Layout

  private func setupViews() {
    contentView.addSubview(mainStack)
    contentView.addSubview(titleLabel)

    NSLayoutConstraint.activate([
      titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: Constants.kPadding),
      titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: Constants.kPadding),
      titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -Constants.kPadding),
      titleLabel.bottomAnchor.constraint(lessThanOrEqualTo: mainStack.topAnchor, constant: -Constants.kPadding),

      mainStack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: Constants.kPadding),
      mainStack.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: Constants.kPadding),
      mainStack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -Constants.kPadding),
      mainStack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -Constants.kPadding)
    ])
  }

  // MARK: -

  func configureWithData(_ data: ViewData, completion: @escaping (() -> ()) -> ()) {
    model = data
    expandCallback = completion
    titleLabel.text = data.title
    summaryLabel.text = data.summary
    summaryLabel.isHidden = !data.expanded
    dateLabel.text = data.date
  }

  @objc func expandButtonTap() {
    expandCallback { [unowned self] in
      self.model.expanded.toggle()

      let titleHeight = self.titleLabel.frame.height

      UIView.animateKeyframes(
        withDuration: Constants.kAnimationDuration,
        delay: Constants.kAnimationDelay,
        options: .calculationModeLinear
      ) {

        self.titleLabel.heightAnchor.constraint(equalToConstant: titleHeight).isActive = true
        self.summaryLabel.isHidden = !self.model.expanded
      } completion: { (finished) in
        self.titleLabel.heightAnchor.constraint(equalToConstant: titleHeight).isActive = false
      }
    }
  }
}

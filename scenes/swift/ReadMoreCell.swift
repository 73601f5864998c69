// Seed 003's cell as its article describes it, written in UIKit code for this scene: a label of 3 lines that opens
// to all of its text (numberOfLines 3 / 0), pinned to the content view above and below so Auto Layout gives the
// height, and a chevron turned with a transform. The expansion lives in the model, not in the cell.
import UIKit

struct Article {
    let title: String
    let body: String
    var isExpanded: Bool
}

final class ReadMoreCell: UITableViewCell {
    private enum Layout {
        static let inset: CGFloat = 16
        static let spacing: CGFloat = 8
        static let chevronSide: CGFloat = 15
    }

    private let titleLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        return label
    }()

    private let chevron: UIImageView = {
        let view = UIImageView(image: UIImage(systemName: "chevron.down"))
        view.tintColor = .gray
        return view
    }()

    private let bodyLabel: UILabel = {
        let label = UILabel()
        label.numberOfLines = 3
        label.textColor = .secondaryLabel
        return label
    }()

    private lazy var header = UIStackView(arrangedSubviews: [titleLabel, chevron])
    private lazy var stack = UIStackView(arrangedSubviews: [header, bodyLabel])

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        header.axis = .horizontal
        header.spacing = Layout.spacing
        stack.axis = .vertical
        stack.spacing = Layout.spacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: Layout.inset),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -Layout.inset),
            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: Layout.inset),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -Layout.inset),
            chevron.widthAnchor.constraint(equalToConstant: Layout.chevronSide),
            chevron.heightAnchor.constraint(equalToConstant: Layout.chevronSide),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with article: Article) {
        titleLabel.text = article.title
        bodyLabel.text = article.body
        bodyLabel.numberOfLines = article.isExpanded ? 0 : 3
        chevron.transform = article.isExpanded ? CGAffineTransform(rotationAngle: .pi) : .identity
    }
}

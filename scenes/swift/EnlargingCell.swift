// Seed 002's cell, as the article prints it.
import UIKit

class EnlargingCell: UITableViewCell {
    
    var heightConstraint: NSLayoutConstraint!
    
    override init(style: UITableViewCellStyle, reuseIdentifier: String?) {
        super.init(style: .default, reuseIdentifier: reuseIdentifier)
        
        // for the illustration I am using explicit height constraint on contentView, but it could be determined using the content too
        
        heightConstraint = self.contentView.heightAnchor.constraint(equalToConstant: 100)
        // priority set to 999 because of https://stackoverflow.com/questions/44651241/expandable-uitableview-cell-using-autolayout-results-in-uiviewalertforunsatisfia
        heightConstraint.priority = UILayoutPriority(rawValue: 999)
        heightConstraint.isActive = true
    }
    
    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
import UIKit

/// A cell with up to nine pictures: with one picture, the bottom of the text is pinned
/// below it; with none, the lower-priority pin to the text takes over.
final class PictureCell: UITableViewCell {
    private let textBody = UILabel()
    private let firstPic = UIImageView()
    private var bpAndOnePic: NSLayoutConstraint!

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        textBody.translatesAutoresizingMaskIntoConstraints = false
        firstPic.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(textBody)
        contentView.addSubview(firstPic)
        bpAndOnePic = contentView.bottomAnchor.constraint(equalTo: firstPic.bottomAnchor, constant: 10)
        NSLayoutConstraint.activate([
            textBody.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            textBody.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            textBody.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            firstPic.topAnchor.constraint(equalTo: textBody.bottomAnchor, constant: 8),
            firstPic.leadingAnchor.constraint(equalTo: textBody.leadingAnchor),
            firstPic.widthAnchor.constraint(equalToConstant: 80),
            firstPic.heightAnchor.constraint(equalToConstant: 80),
            bpAndOnePic,
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(pictureCount: Int) {
        firstPic.isHidden = pictureCount == 0
        bpAndOnePic.priority = firstPic.isHidden ? UILayoutPriority(250) : UILayoutPriority(1000)
    }
}

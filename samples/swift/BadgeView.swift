import SnapKit
import UIKit

/// A badge whose count label grows when the count has two digits.
final class BadgeView: UIView {
    private let countLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(countLabel)
        countLabel.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(4)
            make.height.equalTo(20)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func show(count: Int) {
        countLabel.snp.updateConstraints { make in
            make.width.equalTo(count > 9 ? 28 : 20)
        }
    }
}

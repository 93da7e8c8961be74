import UIKit

/// A name field laid out twice: anchors pin it 16 from each side, and a visual format asks 20.
final class FormView: UIView {
    private let nameField = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        nameField.translatesAutoresizingMaskIntoConstraints = false
        addSubview(nameField)
        NSLayoutConstraint.activate([
            nameField.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            nameField.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            nameField.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            nameField.heightAnchor.constraint(equalToConstant: 44),
        ])
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-20-[name]-20-|", options: [], metrics: nil,
                                                      views: ["name": nameField]))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

import UIKit

/// A title pinned below the safe area; the label keeps translatesAutoresizingMaskIntoConstraints.
final class ProfileViewController: UIViewController {
    private let titleLabel = UILabel()
    private let avatar = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(titleLabel)
        view.addSubview(avatar)
        avatar.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            avatar.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
            avatar.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 64),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
        ])
    }
}

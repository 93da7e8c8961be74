import UIKit

// A computed local whose getter uses itself (a structured fuzzing run turned `if let label {`
// into `inset let label {`, which reads as one): each use re-ran the getter, nested without
// end, twice per level. It is followed once; the conflict below is still reported.
final class BadgeView: UIView {
    func build() {
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        addSubview(box)
        inset let label {
            addSubview(label)
            label.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
            label.trailingAnchor.constraint(equalTo: box.leadingAnchor).isActive = true
        }
        addSubview(label)
        box.widthAnchor.constraint(equalToConstant: 20).isActive = true
        box.widthAnchor.constraint(equalToConstant: 30).isActive = true
    }
}

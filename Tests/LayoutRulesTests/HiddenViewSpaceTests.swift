import XCTest

/// Layouts beyond the page examples for `hidden-view-space`: where it must report (`↓`), and
/// near-misses where it must not. Full outputs are goldens under Goldens/cases/hidden-view-space/.
final class HiddenViewSpaceTests: XCTestCase {
    private let rule = "hidden-view-space"

    /// The page's photo and caption at two sizes: the photo's height (200) holds the caption down at
    /// both, the same defect, reported once, naming only the state.
    func testReportsAtEveryRootSize() throws {
        try assertRule(rule, "t-at-every-root-size", """
            layout: post
            views:
              root:
                size: { compact: [320, 480], regular: [414, 600] }
              title: { parent: root, kind: label, intrinsic: [200, 21] }
              photo: { parent: root, kind: imageView }
              caption: { parent: root, kind: label, intrinsic: [160, 17] }
            constraints:
              - visual: "H:|-16-[title]"
              - visual: "H:|-16-[photo]-16-|"
              - visual: "H:|-16-[caption]"
              - visual: "V:|-16-[title]-8-[photo(200)]-8-[caption]"
            states:
              no-photo:
                hide: [↓photo]
            """,
            messages: [
                "'photo' is hidden but still takes 200 points of height, and 'caption' is laid out against it; hidden views keep their constraints in state 'no-photo'",
            ],
            notes: [
                "'caption' would move, resize or come free without 'photo' (laid out against it by 'caption.top == photo.bottom + 8')",
            ])
    }

    /// A thumbnail whose size follows the screen width sits beside a three-line title; the caption
    /// goes below whichever is lower. Hidden, the thumbnail only holds the caption down at the
    /// regular size, where it is the taller of the two. Reported once, at size 'regular'.
    func testReportsAtOneRootSizeOnly() throws {
        try assertRule(rule, "t-at-one-root-size-only", """
            layout: article
            views:
              root:
                size: { compact: [320, 400], regular: [414, 400] }
              title: { parent: root, kind: label, intrinsic: [180, 100] }
              thumb: { parent: root, kind: imageView }
              caption: { parent: root, kind: label, intrinsic: [160, 17] }
            constraints:
              - visual: "H:|-16-[title]"
              - visual: "V:|-16-[title]"
              - thumb.trailing == superview.trailing - 16
              - thumb.top == superview.top + 16
              - thumb.width == root.width * 0.25
              - thumb.height == thumb.width
              - visual: "H:|-16-[caption]"
              - caption.top >= title.bottom + 8
              - caption.top >= thumb.bottom + 8
              - caption.top == superview.top @250
            states:
              no-thumbnail:
                hide: [↓thumb]
            """,
            messages: [
                "'thumb' is hidden but still takes 103.5 points of height, and 'caption' is laid out against it; hidden views keep their constraints in state 'no-thumbnail' at size 'regular'",
            ])
    }

    /// An error label declared hidden still pushes the button below it: reported at the value of
    /// 'hidden'. A state that shows it is not reported.
    func testReportsDeclaredHidden() throws {
        try assertRule(rule, "t-declared-hidden", """
            layout: login
            views:
              root: { size: [375, 300] }
              field: { parent: root, kind: textField, intrinsic: [none, 34] }
              error: { parent: root, kind: label, intrinsic: [200, 17], hidden: ↓true }
              button: { parent: root, kind: button, intrinsic: [80, 44] }
            constraints:
              - visual: "H:|-20-[field]-20-|"
              - visual: "H:|-20-[error]"
              - visual: "H:|-20-[button]"
              - visual: "V:|-20-[field]-8-[error]-16-[button]"
            states:
              failed-login:
                show: [error]
            """,
            messages: [
                "'error' is hidden but still takes 17 points of height, and 'button' is laid out against it; hidden views keep their constraints in the declared layout",
            ])
    }

    /// Declared hidden, shown by a state, hidden again by a state built on it, shown again by the
    /// next: one defect (the same view, axis, affected view and constraints), reported once at
    /// 'hidden' naming the declared layout and the state that hides it again, whose 'hide' is a
    /// note; not in the states that show it.
    func testReportsHiddenShownAndHiddenAgain() throws {
        try assertRule(rule, "t-hidden-shown-and-hidden-again", """
            layout: post
            views:
              root: { size: [375, 400] }
              title: { parent: root, kind: label, intrinsic: [200, 21] }
              photo: { parent: root, kind: imageView, hidden: ↓true }
              caption: { parent: root, kind: label, intrinsic: [160, 17] }
            constraints:
              - visual: "H:|-16-[title]"
              - visual: "H:|-16-[photo]-16-|"
              - visual: "H:|-16-[caption]"
              - visual: "V:|-16-[title]-8-[photo(200)]-8-[caption]"
            states:
              loading:
                show: [photo]
              loaded:
                from: loading
                hide: [photo]
              loaded-again:
                from: loaded
                show: [photo]
            """,
            messages: [
                "'photo' is hidden but still takes 200 points of height, and 'caption' is laid out against it; hidden views keep their constraints in the declared layout and state 'loaded'",
            ],
            notes: [
                "'caption' would move, resize or come free without 'photo' (laid out against it by 'caption.top == photo.bottom + 8')",
                "in state 'loaded': 'photo' is hidden here",
            ])
    }

    /// A hidden unread dot keeps the title 20 points to the right, and the title is centred on it
    /// vertically: it holds space on both axes, each reported.
    func testReportsHorizontalSpace() throws {
        try assertRule(rule, "t-horizontal-space", """
            layout: mail-row
            views:
              root: { size: [375, 60] }
              dot: { parent: root }
              title: { parent: root, kind: label, intrinsic: [200, 21] }
            constraints:
              - visual: "H:|-8-[dot(12)]-8-[title]"
              - visual: "V:|-24-[dot(12)]"
              - title.centerY == dot.centerY
            states:
              read:
                hide: [↓↓dot]
            """,
            messages: [
                "'dot' is hidden but still takes 12 points of height, and 'title' is laid out against it; hidden views keep their constraints in state 'read'",
                "'dot' is hidden but still takes 12 points of width, and 'title' is laid out against it; hidden views keep their constraints in state 'read'",
            ])
    }

    /// A state hides the subtitle and a state built on it changes the title's text: both keep the
    /// hole. Reported once, at the hide in the first state, naming both states.
    func testReportsInAFromChain() throws {
        try assertRule(rule, "t-in-a-from-chain", """
            layout: cell
            views:
              root: { size: [375, 120] }
              title: { parent: root, kind: label, intrinsic: [200, 21] }
              subtitle: { parent: root, kind: label, intrinsic: [160, 17] }
              footer: { parent: root, kind: label, intrinsic: [100, 13] }
            constraints:
              - visual: "H:|-16-[title]"
              - visual: "H:|-16-[subtitle]"
              - visual: "H:|-16-[footer]"
              - visual: "V:|-12-[title]-4-[subtitle]-8-[footer]"
            states:
              no-subtitle:
                hide: [↓subtitle]
              no-subtitle-long-title:
                from: no-subtitle
                intrinsic: { title: [300, 21] }
            """,
            messages: [
                "'subtitle' is hidden but still takes 17 points of height, and 'footer' is laid out against it; hidden views keep their constraints in states 'no-subtitle' and 'no-subtitle-long-title'",
            ])
    }

    /// A state hides the like and share buttons of a toolbar; the comment button is placed after both
    /// and aligned on their tops. Each hidden view the visible one depends on is reported, on each
    /// axis where it depends on it.
    func testReportsTwoHiddenViewsInOneState() throws {
        try assertRule(rule, "t-two-hidden-views-in-one-state", """
            layout: actions
            views:
              root: { size: [375, 44] }
              like: { parent: root, kind: button, intrinsic: [44, 44] }
              share: { parent: root, kind: button, intrinsic: [44, 44] }
              comment: { parent: root, kind: button, intrinsic: [44, 44] }
            constraints:
              - visual: "H:|-16-[like]-8-[share]-8-[comment]"
                options: [alignAllTop]
              - like.top == superview.top
            states:
              read-only:
                hide: [↓↓like, ↓↓share]
            """)
    }

    /// The state deactivates the caption's constraint to the hidden photo and activates one to the
    /// title.
    func testSilentConstraintsSwappedByActivation() throws {
        try assertRule(rule, "n-constraints-swapped-by-activation", """
            layout: post
            views:
              root: { size: [375, 480] }
              title: { parent: root, kind: label, intrinsic: [200, 21] }
              photo: { parent: root, kind: imageView }
              caption: { parent: root, kind: label, intrinsic: [160, 17] }
            constraints:
              - visual: "H:|-16-[title]"
              - visual: "H:|-16-[photo]-16-|"
              - visual: "H:|-16-[caption]"
              - visual: "V:|-16-[title]-8-[photo(200)]"
              - captionToPhoto: caption.top == photo.bottom + 8
              - id: captionToTitle
                expr: caption.top == title.bottom + 8
                active: false
            states:
              no-photo:
                hide: [photo]
                deactivate: [captionToPhoto]
                activate: [captionToTitle]
            """)
    }

    /// A hidden badge in the corner: every visible view is placed without it.
    func testSilentNothingDependsOnIt() throws {
        try assertRule(rule, "n-nothing-depends-on-it", """
            layout: cell
            views:
              root: { size: [375, 80] }
              title: { parent: root, kind: label, intrinsic: [200, 21] }
              badge: { parent: root }
            constraints:
              - visual: "H:|-16-[title]"
              - visual: "V:|-16-[title]"
              - visual: "H:[badge(20)]-16-|"
              - visual: "V:|-16-[badge(20)]"
              - title.trailing <= badge.leading - 8
            states:
              no-badge:
                hide: [badge]
            """)
    }

    /// The page's fix at two sizes: the caption's fallback below the title wins while the photo is
    /// hidden.
    func testSilentPrioritiesSwapped() throws {
        try assertRule(rule, "n-priorities-swapped", """
            layout: post
            views:
              root:
                size: { compact: [320, 480], regular: [414, 600] }
              title: { parent: root, kind: label, intrinsic: [200, 21] }
              photo: { parent: root, kind: imageView }
              caption: { parent: root, kind: label, intrinsic: [160, 17] }
            constraints:
              - visual: "H:|-16-[title]"
              - visual: "H:|-16-[photo]-16-|"
              - visual: "H:|-16-[caption]"
              - visual: "V:|-16-[title]-8-[photo(200)]"
              - captionToPhoto: caption.top == photo.bottom + 8 @999
              - captionToTitle: caption.top == title.bottom + 8 @998
            states:
              no-photo:
                hide: [photo]
                priority: { captionToPhoto: 998, captionToTitle: 999 }
            """)
    }

    /// The state removes the error label instead of hiding it: its constraints go with it and the
    /// button falls back to its place below the field.
    func testSilentRemovedInsteadOfHidden() throws {
        try assertRule(rule, "n-removed-instead-of-hidden", """
            layout: login
            views:
              root: { size: [375, 300] }
              field: { parent: root, kind: textField, intrinsic: [none, 34] }
              error: { parent: root, kind: label, intrinsic: [200, 17] }
              button: { parent: root, kind: button, intrinsic: [80, 44] }
            constraints:
              - visual: "H:|-20-[field]-20-|"
              - visual: "H:|-20-[error]"
              - visual: "H:|-20-[button]"
              - visual: "V:|-20-[field]-8-[error]"
              - buttonToError: button.top == error.bottom + 16 @999
              - buttonToField: button.top == field.bottom + 16 @250
            states:
              no-error:
                remove: [error]
            """)
    }

    /// The state hides the subtitle and sets its height and the spacing below it to zero: it takes no
    /// space.
    func testSilentSizeSetToZero() throws {
        try assertRule(rule, "n-size-set-to-zero", """
            layout: cell
            views:
              root: { size: [375, 120] }
              title: { parent: root, kind: label, intrinsic: [200, 21] }
              subtitle: { parent: root }
              footer: { parent: root, kind: label, intrinsic: [100, 13] }
            constraints:
              - visual: "H:|-16-[title]"
              - visual: "H:|-16-[subtitle(160)]"
              - visual: "H:|-16-[footer]"
              - visual: "V:|-12-[title]-4-[subtitle]"
              - subtitleHeight: subtitle.height == 17
              - subtitleToFooter: footer.top == subtitle.bottom + 8
            states:
              no-subtitle:
                hide: [subtitle]
                constant: { subtitleHeight: 0, subtitleToFooter: 0 }
            """)
    }

    /// Three states in a row, each hiding another view of one stack: the states share the
    /// declared layout's solution, and each reports its own hidden view with the view laid out
    /// against it (the footer, below the banner, counted as following it). The footer, last in
    /// the stack, holds nothing.
    func testReportsEachOfSeveralStatesThatOnlyHide() throws {
        try assertRule(rule, "t-each-of-several-states-that-only-hide", """
            layout: profile
            views:
              card:
                size: { narrow: [300, 400], wide: [500, 400] }
              header: { parent: card, kind: label, intrinsic: [180, 24] }
              banner: { parent: card, kind: imageView }
              footer: { parent: card, kind: label, intrinsic: [140, 15] }
            constraints:
              - header.leading == card.leading + 20
              - banner.leading == card.leading + 20
              - banner.trailing == card.trailing - 20
              - footer.leading == card.leading + 20
              - header.top == card.top + 20
              - banner.top == header.bottom + 12
              - banner.height == 120
              - footer.top == banner.bottom + 12
            states:
              no-header:
                hide: [↓header]
              no-banner:
                hide: [↓banner]
              no-footer:
                hide: [footer]
            """,
            messages: [
                "'header' is hidden but still takes 24 points of height, and 'banner' is laid out against it (and 1 view that follows it); hidden views keep their constraints in state 'no-header'",
                "'banner' is hidden but still takes 120 points of height, and 'footer' is laid out against it; hidden views keep their constraints in state 'no-banner'",
            ],
            notes: [
                "'banner' would move, resize or come free without 'header' (laid out against it by 'banner.top == header.bottom + 12')",
                "'footer' would move, resize or come free without 'banner' (laid out against it by 'footer.top == banner.bottom + 12')",
            ])
    }
}

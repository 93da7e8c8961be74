/// The pictures' style sheet: an Okabe–Ito palette (told apart with the common kinds of
/// colour blindness), with line styles that tell defects apart without colour, and a dark
/// variant chosen by the reader's system setting.
enum SVGStyle {
    static let css = """
    svg.ll{--ll-bg:#ffffff;--ll-ink:#1f2328;--ll-muted:#59636e;--ll-faint:#8c959f;--ll-view:#424a53;\
    --ll-fill:rgba(0,114,178,0.06);--ll-focus:#0072b2;--ll-conflict:#b26b00;--ll-broken:#d55e00;--ll-free:#aa4f88;\
    --ll-tie:#00805c;--ll-hidden:#6e7781;--ll-space:#b26b00;--ll-drawn:#b26b00;\
    font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:10px}
    @media (prefers-color-scheme:dark){svg.ll{--ll-bg:#0d1117;--ll-ink:#e6edf3;--ll-muted:#9198a1;--ll-faint:#6e7681;\
    --ll-view:#b7bdc8;--ll-fill:rgba(86,180,233,0.08);--ll-focus:#56b4e9;--ll-conflict:#e69f00;--ll-broken:#ff8a4c;\
    --ll-free:#e596c6;--ll-tie:#3cc99a;--ll-hidden:#9198a1;--ll-space:#e69f00;--ll-drawn:#e69f00}}
    svg.ll .ll-bg{fill:var(--ll-bg)}
    svg.ll text{fill:var(--ll-ink);paint-order:stroke;stroke:var(--ll-bg);stroke-width:3px;stroke-linejoin:round}
    svg.ll .ll-title{font-size:12px;font-weight:600}
    svg.ll .ll-sub{fill:var(--ll-muted)}
    svg.ll .ll-v rect.ll-frame{fill:var(--ll-fill);stroke:var(--ll-view);stroke-width:1}
    svg.ll .ll-v.ll-faint rect.ll-frame{fill:none;stroke:var(--ll-faint);stroke-dasharray:1 2}
    svg.ll .ll-v.ll-root rect.ll-frame{fill:none;stroke:var(--ll-faint);stroke-dasharray:none}
    svg.ll .ll-v.ll-hidden rect.ll-frame{fill:none;stroke:var(--ll-hidden);stroke-dasharray:4 3}
    svg.ll .ll-v.ll-hidden text{fill:var(--ll-muted);font-style:italic}
    svg.ll .ll-v.ll-focus rect.ll-frame{stroke:var(--ll-focus);stroke-width:2.5}
    svg.ll .ll-v.ll-focus text{font-weight:600}
    svg.ll .ll-margin{fill:none;stroke:var(--ll-faint);stroke-dasharray:2 3;stroke-width:0.75}
    svg.ll .ll-intrinsic{stroke:var(--ll-muted);stroke-width:1.5;stroke-dasharray:1 1.5}
    svg.ll .ll-line{fill:none;stroke-width:1.5}
    svg.ll .ll-conflict .ll-line{stroke:var(--ll-conflict)}
    svg.ll .ll-conflict .ll-head{fill:var(--ll-conflict)}
    svg.ll .ll-conflict.ll-broken .ll-line{stroke:var(--ll-broken);stroke-width:2;stroke-dasharray:6 3}
    svg.ll .ll-conflict.ll-broken .ll-head{fill:var(--ll-broken)}
    svg.ll .ll-cross{stroke:var(--ll-broken);stroke-width:3;stroke-linecap:round}
    svg.ll .ll-freedom .ll-line{stroke:var(--ll-free)}
    svg.ll .ll-freedom .ll-head{fill:var(--ll-free)}
    svg.ll .ll-ghost{fill:none;stroke:var(--ll-free);stroke-width:1.5;stroke-dasharray:3 3}
    svg.ll .ll-tie .ll-line{stroke:var(--ll-tie);stroke-width:2}
    svg.ll .ll-tie .ll-head{fill:var(--ll-tie)}
    svg.ll .ll-space{stroke:var(--ll-space);stroke-width:1.5}
    svg.ll .ll-space-band{stroke:none}
    svg.ll .ll-drawn{fill:none;stroke:var(--ll-drawn);stroke-width:1.5;stroke-dasharray:5 2 1 2}
    svg.ll .ll-misplaced .ll-line{stroke:var(--ll-drawn)}
    svg.ll .ll-misplaced .ll-head{fill:var(--ll-drawn)}
    svg.ll .ll-note{font-weight:600}
    svg.ll .ll-marker circle{fill:var(--ll-bg);stroke:var(--ll-conflict);stroke-width:1.5}
    svg.ll .ll-marker text{font-size:9px;font-weight:700;stroke:none;fill:var(--ll-conflict)}
    svg.ll .ll-broken .ll-marker circle{stroke:var(--ll-broken)}
    svg.ll .ll-broken .ll-marker text{fill:var(--ll-broken)}
    svg.ll .ll-freedom .ll-marker circle{stroke:var(--ll-free)}
    svg.ll .ll-freedom .ll-marker text{fill:var(--ll-free)}
    svg.ll .ll-tie .ll-marker circle{stroke:var(--ll-tie)}
    svg.ll .ll-tie .ll-marker text{fill:var(--ll-tie)}
    svg.ll .ll-hidden-space .ll-marker circle{stroke:var(--ll-space)}
    svg.ll .ll-hidden-space .ll-marker text,svg.ll .ll-hidden-space .ll-note{fill:var(--ll-space)}
    svg.ll .ll-misplaced .ll-marker circle{stroke:var(--ll-drawn)}
    svg.ll .ll-misplaced .ll-marker text{fill:var(--ll-drawn)}
    svg.ll .ll-conflict .ll-note{fill:var(--ll-conflict)}
    svg.ll .ll-broken .ll-note{fill:var(--ll-broken)}
    svg.ll .ll-freedom .ll-note{fill:var(--ll-free)}
    svg.ll .ll-tie .ll-note{fill:var(--ll-tie)}
    svg.ll .ll-misplaced .ll-note{fill:var(--ll-drawn)}
    """
}

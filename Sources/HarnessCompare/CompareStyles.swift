/// compare.html's stylesheet: the verify report's colours (green clear, amber tight, red
/// covered), so both pages read the same way.
enum CompareStyles {
    static let css = #"""

:root { --ink: #1f2328; --muted: #5b6570; --line: #d8dee4; --page: #f3f5f7; --card: #fff;
  --clear: #1a7f37; --clear-bg: #dcf5e3; --tight: #9a6200; --tight-bg: #fff4d1;
  --covered: #c9252d; --covered-bg: #ffe7e6;
  font: 14px/1.45 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; color: var(--ink); background: var(--page); }
body { margin: 0; }
header { background: var(--card); border-bottom: 1px solid var(--line); padding: 18px 24px; }
h1 { margin: 0; font-size: 24px; } h1 span { color: var(--muted); font-weight: 500; }
h2 { margin: 28px 0 4px; font-size: 20px; } h2 small { color: var(--muted); font-weight: 400; font-size: 13px; }
h3 { margin: 22px 0 8px; font-size: 15px; }
header p, .note { margin: 4px 0 0; color: var(--muted); }
code { font-family: ui-monospace, Menlo, Consolas, "DejaVu Sans Mono", monospace; font-size: 12px; }
a { color: #0b5cd5; }
main { padding: 0 24px 32px; }
.legend span { display: inline-block; padding: 1px 8px; border-radius: 4px; margin-right: 6px; }
table { border-collapse: collapse; background: var(--card); font-variant-numeric: tabular-nums; }
th, td { border: 1px solid var(--line); padding: 3px 8px; text-align: left; white-space: nowrap; }
th { background: var(--page); font-weight: 600; }
.matrix-wrap { overflow-x: auto; }
table.matrix { font-size: 13px; }
td.event { max-width: 200px; overflow: hidden; text-overflow: ellipsis; }
table.matrix .cell { white-space: normal; min-width: 78px; }
tr.step td { background: var(--page); color: var(--muted); font-style: italic; white-space: normal; }
.clear { background: var(--clear-bg); color: var(--clear); }
.tight { background: var(--tight-bg); color: var(--tight); }
.covered { background: var(--covered-bg); color: var(--covered); font-weight: 600; }
.none { color: var(--muted); }
td.num { text-align: right; }
.strip { padding: 8px 14px; border-radius: 8px; font-weight: 600; display: inline-block; }
.strip.match, .strip.kept, .strip.written { background: var(--clear-bg); color: var(--clear); }
.strip.changed, .strip.missing, .strip.unreadable { background: var(--covered-bg); color: var(--covered); }
.frame { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 10px 12px; margin: 12px 0; }
.frame h4 { margin: 0 0 8px; font-size: 14px; } .frame h4 span { color: var(--muted); font-weight: 400; }
.tiles { display: flex; gap: 10px; overflow-x: auto; }
figure { margin: 0; width: 180px; flex: none; }
figure img { width: 180px; height: auto; display: block; border: 1px solid var(--line); border-radius: 4px; }
figcaption { font-size: 12px; padding: 2px 6px; margin-top: 4px; border-radius: 4px; }
figcaption b { display: block; color: var(--ink); font-weight: 600; }
.strip-labels { display: grid; font-size: 12px; color: var(--muted); text-align: center; max-width: 100%; }
.strip-image img { max-width: 100%; height: auto; display: block; border: 1px solid var(--line); }
"""#
}

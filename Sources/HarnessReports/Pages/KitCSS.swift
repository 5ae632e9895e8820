// kit.css, as written (CSS in a raw string literal: no escapes). See PageAssets.

extension PageAssets {
    /// The kit's stylesheet, one for the four pages.
    static let kitCSS = #"""
:root {
  --ink: #1f2328; --muted: #5b6570; --line: #d8dee4; --page: #f3f5f7; --card: #fff;
  --pass: #1a7f37; --pass-bg: #dcf5e3; --finding: #9a6200; --finding-bg: #fff4d1; --finding-line: #e3b341;
  --fail: #c9252d; --fail-bg: #ffe7e6;
  --caret: #e0218a; --button: #ff7a00; --keyboard: #7c4dff; --gap: #0a9d58; --header: #6b7785;
  --w: 250px;
  font: 14px/1.45 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif;
  color: var(--ink); background: var(--page);
}
body { margin: 0; }
body.large { --w: 400px; }
code, pre, .where { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace; font-size: 12px; }
a { color: #0b5cd5; }
h1, h2 { margin: 0; }

header.top { background: var(--card); border-bottom: 1px solid var(--line); padding: 20px 24px 14px; display: grid;
  grid-template-columns: 1fr auto; gap: 14px 24px; align-items: center; }
.headline h1 { font-size: 24px; letter-spacing: -0.01em; }
.headline h1 span { color: var(--muted); font-weight: 500; }
.context { margin: 2px 0 0; color: var(--muted); }
.status { font-size: 17px; font-weight: 650; padding: 10px 18px; border-radius: 10px; justify-self: end; }
.status.pass { background: var(--pass-bg); color: var(--pass); }
.status.finding { background: var(--finding-bg); color: var(--finding); }
.status.fail { background: var(--fail-bg); color: var(--fail); }
.counts { grid-column: 1 / -1; display: flex; gap: 12px; margin: 0; flex-wrap: wrap; }
.count { background: var(--page); border-radius: 10px; padding: 8px 16px 6px; min-width: 110px; border-top: 4px solid var(--muted); }
.count dt { color: var(--muted); font-size: 12px; text-transform: uppercase; letter-spacing: 0.04em; }
.count dd { margin: 0; font-size: 28px; font-weight: 700; font-variant-numeric: tabular-nums; }
.count.pass { border-color: var(--pass); } .count.pass dd { color: var(--pass); }
.count.finding { border-color: var(--finding-line); } .count.finding dd { color: var(--finding); }
.count.fail { border-color: var(--fail); } .count.fail dd { color: var(--fail); }
.count.zero { border-color: var(--line); } .count.zero dd { color: #a4adb6; }
.controls { grid-column: 1 / -1; display: flex; flex-wrap: wrap; gap: 8px 18px; align-items: center; color: var(--muted); font-size: 13px; }
.controls button { font: inherit; padding: 3px 10px; border: 1px solid var(--line); border-radius: 6px; background: var(--card); cursor: pointer; }
.legend i { display: inline-block; width: 14px; height: 0; border-top: 3px solid; vertical-align: middle; margin: 0 4px 0 8px; }
.legend .k-caret { height: 8px; width: 6px; border: 2px solid var(--caret); }
.legend .k-button { border-color: var(--button); } .legend .k-keyboard { border-color: var(--keyboard); }
.legend .k-gap { border-color: var(--gap); } .legend .k-header { border-top-style: dashed; border-color: var(--header); }
.legend .k-band { height: 10px; border: 0; background: rgba(10, 157, 88, 0.25); }
.toc { grid-column: 1 / -1; display: flex; gap: 6px; flex-wrap: wrap; }
.toc a { text-decoration: none; color: var(--ink); background: var(--page); border-radius: 999px; padding: 2px 12px; border: 1px solid var(--line); }
.toc a.fail { border-color: var(--fail); color: var(--fail); }
.toc small { color: var(--muted); }

.renderer-changed { margin: 20px 24px 0; padding: 12px 18px; border-radius: 10px; background: var(--finding-bg); border: 1px solid var(--finding-line); }
.renderer-changed h2 { font-size: 15px; color: var(--finding); }
.renderer-changed p { margin: 4px 0; }
.renderer-changed ul { margin: 4px 0; padding-left: 20px; }

main { padding: 4px 24px 24px; }
.scenario { margin-top: 24px; }
.scenario-head { display: flex; align-items: baseline; gap: 12px; flex-wrap: wrap; }
.scenario-head h2 { font-size: 20px; }
.variant { color: var(--muted); }
.pills { display: flex; gap: 6px; }
.pill { font-size: 12px; font-weight: 600; padding: 1px 9px; border-radius: 999px; }
.pill.pass { background: var(--pass-bg); color: var(--pass); }
.pill.finding { background: var(--finding-bg); color: var(--finding); }
.pill.fail { background: var(--fail-bg); color: var(--fail); }
.pill.zero { background: #e9edf0; color: var(--muted); }
.scenario-meta { margin: 2px 0 10px; color: var(--muted); }
a.diverge { color: var(--fail); font-weight: 600; }

.filmstrip { list-style: none; margin: 0 0 12px; padding: 12px; display: flex; flex-wrap: wrap; gap: 12px 10px;
  background: var(--card); border: 1px solid var(--line); border-radius: 12px; }
.filmstrip li { width: 84px; }
.filmstrip a { position: relative; display: block; border-radius: 8px; border: 3px solid var(--pass); overflow: hidden; line-height: 0; }
.filmstrip img { width: 100%; }
.filmstrip .finding a { border-color: var(--finding-line); }
.filmstrip .fail a { border-color: var(--fail); }
.filmstrip .first a { box-shadow: 0 0 0 3px var(--card), 0 0 0 5px var(--fail); }
.filmstrip .n { position: absolute; left: 3px; top: 3px; line-height: 1; font-size: 11px; font-weight: 700; padding: 2px 5px;
  border-radius: 5px; color: #fff; background: var(--pass); }
.filmstrip .finding .n { background: var(--finding-line); color: #3d2a00; }
.filmstrip .fail .n { background: var(--fail); }
.filmstrip .flag { position: absolute; left: 0; right: 0; bottom: 0; line-height: 1.4; font-size: 10px; font-weight: 700; text-align: center;
  color: #fff; background: var(--fail); text-transform: uppercase; letter-spacing: 0.04em; }
.filmstrip .cap { display: block; font-size: 11px; color: var(--muted); margin-top: 3px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }

details.frame { background: var(--card); border: 1px solid var(--line); border-left: 5px solid var(--pass); border-radius: 10px; margin: 6px 0; }
details.frame.finding { border-left-color: var(--finding-line); }
details.frame.fail { border-left-color: var(--fail); }
details.frame > summary { cursor: pointer; padding: 6px 12px; display: flex; align-items: center; gap: 10px; flex-wrap: wrap; list-style: none; }
details.frame > summary::-webkit-details-marker { display: none; }
details.frame > summary::before { content: "▸"; color: var(--muted); width: 10px; transition: transform 0.15s; }
details.frame[open] > summary::before { transform: rotate(90deg); }
details.frame[open] > summary { border-bottom: 1px solid var(--line); }
summary .idx { font-weight: 700; min-width: 22px; color: var(--muted); font-variant-numeric: tabular-nums; }
summary .event { font-weight: 600; }
summary .gaps { color: var(--muted); font-variant-numeric: tabular-nums; }
.badge { font-size: 11px; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; padding: 2px 8px; border-radius: 5px; }
.badge.pass { background: var(--pass-bg); color: var(--pass); }
.badge.finding { background: var(--finding-line); color: #3d2a00; }
.badge.fail { background: var(--fail); color: #fff; }
.tag { font-size: 12px; padding: 1px 8px; border-radius: 5px; background: #eef1f4; color: var(--muted); }
.tag.diverge { background: var(--fail-bg); color: var(--fail); font-weight: 600; }
.body { padding: 10px 12px 14px; }
.step { margin: 0; font-size: 15px; }
.stepno { font-weight: 700; margin-right: 4px; }
.where { color: var(--muted); margin: 2px 0 8px; }
pre.failure { background: var(--fail-bg); color: #6e0b10; border: 1px solid #f4b7b4; border-radius: 8px; padding: 10px 12px;
  margin: 8px 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.finding-note { background: var(--finding-bg); border: 1px solid var(--finding-line); border-radius: 8px; padding: 8px 12px; margin: 8px 0; color: #5c3b00; }

.views { display: flex; flex-wrap: wrap; gap: 12px; margin: 10px 0; }
figure { margin: 0; width: var(--w); }
figcaption { font-size: 12px; font-weight: 600; margin-bottom: 4px; }
figcaption small { font-weight: 400; color: var(--muted); }
figcaption .strip { font-weight: 400; float: right; }
.stack { position: relative; display: block; line-height: 0; border-radius: 6px; overflow: hidden; border: 1px solid var(--line); background: #e9edf0; }
.stack img { width: 100%; display: block; }
.stack .top { position: absolute; left: 0; top: 0; width: 100%; height: 100%; }
.stack.split .top { clip-path: inset(0 calc(100% - var(--split)) 0 0); }
.stack.split .divider { position: absolute; top: 0; bottom: 0; left: var(--split); width: 2px; margin-left: -1px; background: #fff;
  box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.35); pointer-events: none; }
.stack.split .divider::after { content: "◀ ▶"; position: absolute; top: 50%; left: 50%; transform: translate(-50%, -50%);
  line-height: 1; font-size: 10px; padding: 5px 6px; border-radius: 999px; background: #fff; color: var(--ink);
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.4); white-space: nowrap; }
.stack input.split { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; opacity: 0; cursor: ew-resize; }
.stack.split:focus-within { outline: 2px solid #0b5cd5; }
.stack.blend .top { opacity: var(--blend); }
.blend-range { display: flex; align-items: center; gap: 6px; font-size: 11px; color: var(--muted); margin-top: 4px; line-height: 1; }
.blend-range input { flex: 1; min-width: 0; }
.stack.empty { aspect-ratio: 9 / 19.5; display: flex; align-items: center; justify-content: center; line-height: 1.4;
  color: var(--muted); font-size: 13px; background: repeating-linear-gradient(135deg, #f3f5f7 0 10px, #eceff2 10px 20px); }

svg.overlay { position: absolute; left: 0; top: 0; width: 100%; height: 100%; pointer-events: none; overflow: hidden; }
body.no-overlay svg.overlay { display: none; }
svg.overlay line, svg.overlay rect { vector-effect: non-scaling-stroke; fill: none; stroke-width: 2; }
svg.overlay .band { fill: rgba(10, 157, 88, 0.18); stroke: none; }
svg.overlay line.header { stroke: var(--header); stroke-dasharray: 5 4; stroke-width: 1.5; }
svg.overlay line.button { stroke: var(--button); }
svg.overlay line.keyboard { stroke: var(--keyboard); }
svg.overlay rect.caret { stroke: var(--caret); fill: rgba(224, 33, 138, 0.15); }
svg.overlay rect.caret.covered { stroke-dasharray: 4 3; }
svg.overlay .gap line { stroke: var(--gap); }
svg.overlay .gap.short line { stroke: var(--button); }
svg.overlay .gap.bad line { stroke: var(--fail); }
svg.overlay .label { font: 700 15px system-ui, "DejaVu Sans", sans-serif; paint-order: stroke; stroke: #fff; stroke-width: 4px;
  stroke-linejoin: round; fill: var(--ink); }
svg.overlay .label.button { fill: #b34f00; }
svg.overlay .label.keyboard { fill: #5a2fd6; }
svg.overlay .label.caret { fill: var(--caret); }
svg.overlay .gap .label { fill: #07683b; }
svg.overlay .gap.short .label { fill: #b34f00; }
svg.overlay .gap.bad .label { fill: var(--fail); }

.tables { display: grid; grid-template-columns: minmax(340px, 1fr) minmax(340px, 1.2fr); gap: 16px; align-items: start; }
.tables > div { display: grid; gap: 12px; }
table { border-collapse: collapse; width: 100%; font-size: 13px; font-variant-numeric: tabular-nums; }
caption { text-align: left; font-size: 12px; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); padding-bottom: 4px; }
th, td { text-align: left; vertical-align: top; padding: 3px 8px; border-top: 1px solid #eaeef2; }
th { font-weight: 500; color: var(--muted); white-space: nowrap; width: 1%; }
tr.key td { font-weight: 700; }
td.mark { width: 1%; font-weight: 700; font-size: 15px; }
td.mark.pass { color: var(--pass); } td.mark.fail { color: var(--fail); }
td.none { color: var(--muted); }
td .where { margin: 0; font-size: 11px; }
footer { padding: 12px 24px 32px; color: var(--muted); font-size: 12px; }
@media (max-width: 900px) { .tables { grid-template-columns: 1fr; } header.top, main { padding-left: 14px; padding-right: 14px; } }

/* Shared: legend chips (the tones every page colours by), a missing data file. */
.chip { display: inline-block; padding: 1px 8px; border-radius: 4px; margin-right: 6px; color: var(--ink); }
.chip.pass, .chip.clear, .chip.ok { background: var(--pass-bg); color: var(--pass); }
.chip.finding, .chip.tight, .chip.thin { background: var(--finding-bg); color: var(--finding); }
.chip.fail, .chip.covered, .chip.under { background: var(--fail-bg); color: var(--fail); font-weight: 600; }
.chip.none { background: #e9edf0; color: var(--muted); }
.chip.breaks { background: var(--card); outline: 3px solid var(--fail); outline-offset: -3px; }
.chip.warns { background: var(--card); box-shadow: inset 0 -4px var(--finding-line); }
.chip.beyond { background: #ede7f6; color: #4a2a8a; }
.missing-data { margin: 24px; padding: 12px 16px; border-radius: 8px; background: var(--fail-bg); color: var(--fail); font-weight: 600; }
h3 { margin: 22px 0 8px; font-size: 15px; }

/* compare.html */
.page-compare section > h2 { margin: 28px 0 4px; font-size: 20px; } .page-compare h2 small { color: var(--muted); font-weight: 400; font-size: 13px; }
.page-compare .note { margin: 4px 0 0; color: var(--muted); }
.page-compare table { width: auto; background: var(--card); }
.page-compare th, .page-compare td { border: 1px solid var(--line); padding: 3px 8px; white-space: nowrap; width: auto; }
.page-compare th { background: var(--page); font-weight: 600; color: var(--ink); }
.matrix-wrap { overflow-x: auto; }
table.matrix { font-size: 13px; }
.page-compare td.event { max-width: 200px; overflow: hidden; text-overflow: ellipsis; }
table.matrix .cell { white-space: normal; min-width: 78px; }
tr.step td { background: var(--page); color: var(--muted); font-style: italic; white-space: normal; }
.page-compare .clear { background: var(--pass-bg); color: var(--pass); }
.page-compare .tight { background: var(--finding-bg); color: var(--finding); }
.page-compare .covered { background: var(--fail-bg); color: var(--fail); font-weight: 600; }
.page-compare .none { color: var(--muted); }
.page-compare td.num { text-align: right; }
p.strip { padding: 8px 14px; border-radius: 8px; font-weight: 600; display: inline-block; margin: 8px 0 0; }
p.strip.match, p.strip.kept, p.strip.written { background: var(--pass-bg); color: var(--pass); }
p.strip.changed, p.strip.missing, p.strip.unreadable { background: var(--fail-bg); color: var(--fail); }
.page-compare .frame { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 10px 12px; margin: 12px 0; }
.page-compare .frame h4 { margin: 0 0 8px; font-size: 14px; } .page-compare .frame h4 span { color: var(--muted); font-weight: 400; }
.tiles { display: flex; gap: 10px; overflow-x: auto; }
.tiles figure { margin: 0; width: 180px; flex: none; }
.tiles figure img { width: 180px; height: auto; display: block; border: 1px solid var(--line); border-radius: 4px; }
.tiles figcaption { font-size: 12px; font-weight: 400; padding: 2px 6px; margin-top: 4px; border-radius: 4px; }
.tiles figcaption b { display: block; color: var(--ink); font-weight: 600; }
.strip-labels { display: grid; font-size: 12px; color: var(--muted); text-align: center; max-width: 100%; }
.strip-image img { max-width: 100%; height: auto; display: block; border: 1px solid var(--line); }
svg.chart-compare { background: var(--card); border: 1px solid var(--line); border-radius: 8px; }

/* motion.html */
section.event { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 12px 16px; margin: 16px 0; }
section.event h2 { font-size: 15px; margin: 0 0 8px; }
.row { display: flex; gap: 16px; align-items: flex-start; }
img.apng { width: 197px; border: 1px solid var(--line); border-radius: 6px; }
svg.chart { background: var(--card); }
svg .grid { stroke: #eee; }
svg .zero { stroke: #999; stroke-dasharray: 3 3; }
svg .design { stroke: var(--pass); stroke-width: 1.5; }
svg .covered { fill: rgba(201, 37, 45, 0.16); }
svg .model { fill: none; stroke: #1565c0; stroke-width: 2; }
svg .measured { fill: var(--button); }
svg .marker { stroke: #000; stroke-width: 1; }
svg .tick, svg .label { font-size: 11px; fill: #444; }
.scrub { display: flex; gap: 12px; align-items: center; margin-top: 8px; color: var(--muted); font-variant-numeric: tabular-nums; }
.scrub input { width: 320px; }
.warnings { margin: 16px 0 0; padding: 8px 14px; border-radius: 10px; background: var(--finding-bg); border: 1px solid var(--finding-line); color: #5c3b00; }
.warnings p { margin: 4px 0; }

/* sweep.html */
.page-sweep table.sweep { border-collapse: collapse; width: auto; margin-top: 16px; background: var(--card); }
.page-sweep table.sweep th, .page-sweep table.sweep td { border: 1px solid var(--line); padding: 3px 6px; text-align: center; white-space: nowrap; width: auto; color: var(--ink); }
.page-sweep table.sweep thead th { background: var(--page); font-weight: 600; }
.page-sweep table.sweep th.beyond { background: #ede7f6; }
.page-sweep td.cell { cursor: pointer; min-width: 44px; line-height: 1.2; }
td.cell.ok { background: var(--pass-bg); } td.cell.thin { background: var(--finding-bg); }
td.cell.under { background: #f6b9b6; } td.cell.none { background: #e9edf0; }
td.cell.breaks { outline: 3px solid var(--fail); outline-offset: -3px; }
td.cell.warns { box-shadow: inset 0 -4px var(--finding-line); }
td.cell.selected { outline: 3px solid #0b5cd5 !important; }
td.cell .px { color: #6a1b9a; } td.cell small { color: var(--muted); }
.page-sweep .explain { margin: 6px 0 0; color: var(--muted); max-width: 1100px; }
#detail { margin-top: 16px; }
#detail table { border-collapse: collapse; margin: 6px 0 16px; width: auto; background: var(--card); }
#detail td, #detail th { border: 1px solid var(--line); padding: 2px 5px; width: auto; }
#detail code { background: var(--page); padding: 2px 4px; user-select: all; }
.bad { color: var(--fail); font-weight: 600; }
pre.summary { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 8px 12px; font-size: 12px; white-space: pre-wrap; }
.legend .k-design { border-color: var(--pass); } .legend .k-model { border-color: #1565c0; } .legend .k-covered { height: 10px; border: 0; background: rgba(201, 37, 45, 0.25); }

"""#
}

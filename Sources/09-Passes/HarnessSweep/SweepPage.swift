/// The fixed parts of sweep.html: styles and the script that shows a cell's frames.
enum SweepPage {
    static let head = """
        <!doctype html><html lang="en"><head><meta charset="utf-8"><title>CaretHarness sweep</title>
        <style>
        body{font:13px -apple-system,system-ui,sans-serif;margin:16px;color:#1c1c1e}
        h1{font-size:18px} .summary{background:#f2f2f7;padding:8px;font-size:12px;white-space:pre-wrap}
        table.matrix{border-collapse:collapse} .matrix th,.matrix td{border:1px solid #d1d1d6;padding:3px 6px;text-align:center}
        .matrix th.beyond{background:#ede7f6} .cell{cursor:pointer;min-width:44px}
        .ok{background:#c8e6c9} .thin{background:#ffe0b2} .under{background:#ef9a9a} .none{background:#eceff1}
        .breaks{outline:3px solid #c62828;outline-offset:-3px} .warns{box-shadow:inset 0 -4px #f9a825}
        .selected{outline:3px solid #007aff !important} .px{color:#6a1b9a}
        .legend span{display:inline-block;padding:2px 8px;margin-right:6px;border:1px solid #ccc}
        #detail table{border-collapse:collapse;margin:6px 0 16px} #detail td,#detail th{border:1px solid #ddd;padding:2px 5px;font-variant-numeric:tabular-nums}
        #detail code{background:#f2f2f7;padding:2px 4px;user-select:all} .bad{color:#c62828;font-weight:bold}
        </style></head><body>
        <h1>CaretHarness sweep: the design on every device, orientation, text size and keyboard</h1>
        <p class="legend">Each cell: the smallest caret gap (pt) over the frames where the design scrolled with a
        keyboard up (in brackets when no input view ever showed).
        <span class="ok">&ge; 23.5</span><span class="thin">0 to 23.5</span><span class="under">&lt; 0</span>
        <span class="none">never scrolled</span><span class="breaks">breaks</span>: with an input view up, an edit left
        the caret covered or under 23.5 pt above the button (&#x2715;N frames), or the rule broken;
        <span class="warns">warns</span>: only expected design warnings, or short gaps with no input view (the 60 pt
        action area's known disagreement). Purple columns are beyond the app's sizes (iOS accessibility). Click a cell for its frames. <b>~N</b>: the smallest gap in the frames between, after a keystroke made with the caret showing (model, the codebase spring, 60 fps).</p>
        <div id="matrix-slot"></div><div id="detail"><p>Click a cell.</p></div>

        """

    static let script = """
        <script>
        (function(){
        var slot=document.getElementById('matrix-slot');
        slot.appendChild(document.getElementById('matrix').content.cloneNode(true));
        function n(v){return v===null||v===undefined?'—':(Math.round(v*10)/10).toFixed(1)}
        function esc(s){return String(s).replace(/[&<>"]/g,function(c){return {'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;'}[c]})}
        function show(i,td){
          var c=JSON.parse(document.getElementById('cell-'+i).textContent);
          document.querySelectorAll('.selected').forEach(function(e){e.classList.remove('selected')});
          td.classList.add('selected');
          var h='<h2>'+esc(c.id)+': '+c.verdict+'</h2><p>smallest gap where the design scrolled: '+n(c.minScrolledGap)+' pt with a keyboard up, '+n(c.minScrolledGapNoInputView)+' pt without; text size '+c.textSize+' pt (line '+n(c.lineHeight)+' pt)'+
            (c.beyondApp?' beyond the app':'')+', '+c.orientation+', keyboard '+c.keyboard+' (inputHeight '+c.inputHeight+
            ' pt), sheet width '+c.sheetWidth+' pt; rule violations '+c.ruleViolations+', clamps '+c.clamps+'</p>';
          if(c.pixels){var p=c.pixels;h+='<p>pixels ('+p.frames+' frames drawn at '+p.scale+'x): '+p.agreed+' agree with the model, '+p.notAsked+' not asked (caret covered or none), <span'+(p.disagreements.length?' class="bad"':'')+'>'+p.disagreements.length+' disagree</span></p>';
            p.disagreements.forEach(function(d){h+='<p class="bad">'+esc(d.scenario+' '+d.frame+': model '+n(d.modelGap)+' pt, pixels '+n(d.pixelGap)+' pt ('+d.status+')')+'</p>'})}
          c.scenarios.forEach(function(s){
            h+='<h3>'+esc(s.scenario)+': smallest gap where the design scrolled '+n(s.minScrolledGap)+' pt, '+
              s.brokenFrames+' edit frames covered or short with the keyboard up, '+s.keyboardHiddenFindings+' with no input view, '+s.expectedWarnings+' expected design warnings</h3><p><code>'+esc(s.command)+'</code></p>';
            h+='<table><tr><th>#</th><th>event</th><th>line</th><th>scroll y</th><th>recenter</th><th>caret top</th><th>caret bottom</th>'+
              '<th>header bottom</th><th>button top</th><th>keyboard top</th><th>gap</th><th>covered by</th><th>rule</th><th>expect</th></tr>';
            s.frames.forEach(function(f){
              var ex=f.expectations.map(function(e){return (e.passed?'':'<span class="bad">')+esc(e.text+': '+e.message)+(e.passed?'':'</span>')}).join('<br>');
              h+='<tr><td>'+f.index+'</td><td>'+esc(f.event)+'</td><td>'+f.line+'</td><td>'+n(f.scrollOriginY)+'</td><td>'+(f.recenter||'')+
                '</td><td>'+n(f.caretTop)+'</td><td>'+n(f.caretBottom)+'</td><td>'+n(f.headerBottom)+'</td><td>'+n(f.buttonTop)+'</td><td>'+
                n(f.keyboardTop)+'</td><td>'+n(f.gap)+'</td><td'+(f.coveredBy.length?' class="bad"':'')+'>'+f.coveredBy.join(', ')+
                '</td><td>'+(f.ruleHolds===null||f.ruleHolds===undefined?'':f.ruleHolds?'holds':'<span class="bad">outside</span>')+'</td><td>'+ex+'</td></tr>';
            });
            h+='</table>';
          });
          document.getElementById('detail').innerHTML=h;
        }
        slot.addEventListener('click',function(e){var td=e.target.closest('td.cell');if(td){show(td.getAttribute('data-i'),td);history.replaceState(null,'','#cell-'+td.getAttribute('data-i'))}});
        var m=/^#cell-(\\d+)$/.exec(location.hash);var pre=m&&document.querySelector('td.cell[data-i="'+m[1]+'"]');if(pre)show(m[1],pre);
        })();
        </script>

        """
}

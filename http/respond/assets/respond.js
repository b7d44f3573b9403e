// The respondent app's progressive enhancement: every page works without this script; with it,
// explanations are checked as people type, ranking is by drag or buttons, click tests take a
// precise tap, prices are checked in order and screens can be recorded in the browser.
(function () {
  'use strict';
  var normalize = function (s) {
    return s
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  };

  // Explanations: the rules of subgraphs/surveys/fieldwork/attempts/explanation-rules.ts.
  document.querySelectorAll('[data-explanation]').forEach(function (field) {
    var area = field.querySelector('textarea');
    var hint = field.querySelector('[data-explanation-hint]');
    // Announced only when the verdict changes, not on every keystroke.
    var status = field.querySelector('[data-explanation-status]');
    var said = null;
    var min = Number(field.dataset.min);
    var shown = JSON.parse(field.dataset.shown || '[]').map(normalize);
    var others = JSON.parse(field.dataset.others || '[]').map(normalize);
    var check = function () {
      var text = area.value.trim();
      var own = normalize(text);
      var problem = '';
      if (text.length < min) problem = min - text.length + ' more character' + (min - text.length === 1 ? '' : 's') + ', please.';
      else if (
        shown.some(function (s) {
          return s.indexOf(own) !== -1;
        })
      )
        problem = 'Please explain in your own words rather than repeating the question or an answer.';
      else if (others.indexOf(own) !== -1) problem = 'You wrote the same for another question; tell us why for this one.';
      area.setCustomValidity(problem);
      var wrong = !!problem && text.length >= min;
      area.setAttribute('aria-invalid', wrong ? 'true' : 'false');
      hint.textContent = problem || 'Thank you, that helps.';
      hint.classList.toggle('hint-error', wrong);
      var verdict = wrong ? problem : problem ? '' : 'Thank you, that helps.';
      if (verdict !== said) {
        said = verdict;
        status.textContent = verdict;
      }
    };
    area.addEventListener('input', check);
    if (area.value) check();
  });

  // Ranking: drag, or move up and down with buttons; the place selects follow (they are what is sent).
  document.querySelectorAll('[data-rank-list]').forEach(function (list) {
    var status = list.parentNode.querySelector('[data-rank-status]');
    var sync = function () {
      list.querySelectorAll('.rank-item').forEach(function (item, i) {
        item.querySelector('select').value = String(i + 1);
        item.querySelector('.rank-number').textContent = String(i + 1);
      });
    };
    var move = function (item, by) {
      var sibling = by < 0 ? item.previousElementSibling : item.nextElementSibling;
      if (!sibling) return;
      if (by < 0) list.insertBefore(item, sibling);
      else list.insertBefore(sibling, item);
      sync();
      status.textContent = item.querySelector('.rank-text').textContent.trim() + ' is now number ' + item.querySelector('select').value + '.';
    };
    // Start from the order the selects hold (a page shown again keeps the person's order).
    Array.prototype.slice
      .call(list.children)
      .sort(function (a, b) {
        return Number(a.querySelector('select').value) - Number(b.querySelector('select').value);
      })
      .forEach(function (item) {
        list.appendChild(item);
      });
    list.querySelectorAll('.rank-item').forEach(function (item) {
      var name = item.querySelector('.rank-text').textContent.trim();
      item.querySelector('.rank-place').hidden = true;
      var number = document.createElement('span');
      number.className = 'rank-number';
      number.setAttribute('aria-hidden', 'true');
      item.insertBefore(number, item.firstChild);
      var moves = document.createElement('span');
      moves.className = 'rank-moves';
      [
        ['↑', 'Move up: ', -1],
        ['↓', 'Move down: ', 1],
      ].forEach(function (m) {
        var b = document.createElement('button');
        b.type = 'button';
        b.textContent = m[0];
        b.setAttribute('aria-label', m[1] + name);
        b.addEventListener('click', function () {
          move(item, m[2]);
          b.focus();
        });
        moves.appendChild(b);
      });
      item.appendChild(moves);
      item.draggable = true;
      item.addEventListener('dragstart', function (e) {
        item.classList.add('dragging');
        e.dataTransfer.effectAllowed = 'move';
      });
      item.addEventListener('dragend', function () {
        item.classList.remove('dragging');
        sync();
      });
      item.addEventListener('dragover', function (e) {
        e.preventDefault();
        var dragging = list.querySelector('.dragging');
        if (!dragging || dragging === item) return;
        var box = item.getBoundingClientRect();
        list.insertBefore(dragging, e.clientY < box.top + box.height / 2 ? item : item.nextSibling);
      });
    });
    sync();
  });

  // A page shown again with a refusal: focus goes to what needs fixing.
  var refused = document.querySelector('[data-focus]');
  if (refused) refused.focus();

  // Click test: a tap or click on the picture, in percent of its width and height.
  document.querySelectorAll('[data-click-test]').forEach(function (test) {
    var area = test.querySelector('[data-click-area]');
    var marker = test.querySelector('[data-click-marker]');
    var x = test.querySelector('[data-click-x]');
    var y = test.querySelector('[data-click-y]');
    var place = function () {
      if (!x.value) return;
      marker.hidden = false;
      marker.style.left = x.value + '%';
      marker.style.top = y.value + '%';
    };
    area.addEventListener('click', function (e) {
      var box = area.getBoundingClientRect();
      x.value = Math.min(100, Math.max(0, ((e.clientX - box.left) / box.width) * 100)).toFixed(2);
      y.value = Math.min(100, Math.max(0, ((e.clientY - box.top) / box.height) * 100)).toFixed(2);
      test.querySelectorAll('input[name="region"]').forEach(function (r) {
        r.checked = false;
      });
      place();
    });
    test.querySelectorAll('input[name="region"]').forEach(function (r) {
      r.addEventListener('change', function () {
        x.value = '';
        y.value = '';
        marker.hidden = true;
      });
    });
    place();
  });

  // Prices: each higher than the one before.
  document.querySelectorAll('[data-prices]').forEach(function (set) {
    var inputs = set.querySelectorAll('input');
    var out = set.querySelector('[data-price-check]');
    var check = function () {
      var problem = '';
      inputs.forEach(function (input, i) {
        input.setCustomValidity('');
        var prev = i > 0 ? Number(inputs[i - 1].value) : 0;
        if (!problem && input.value && inputs[i - 1] && inputs[i - 1].value && Number(input.value) <= prev) {
          problem = 'Each price must be higher than the one above it.';
          input.setCustomValidity(problem);
        }
      });
      out.textContent = problem;
    };
    inputs.forEach(function (input) {
      input.addEventListener('input', check);
    });
  });

  // Screen recording in the browser where it can (desktop browsers); the file field stays as the fallback.
  document.querySelectorAll('[data-recorder]').forEach(function (box) {
    if (!navigator.mediaDevices || !navigator.mediaDevices.getDisplayMedia || !window.MediaRecorder) return;
    var form = box.closest('form');
    var ui = box.querySelector('[data-recorder-ui]');
    var start = box.querySelector('[data-record-start]');
    var stop = box.querySelector('[data-record-stop]');
    var status = box.querySelector('[data-record-status]');
    var media = box.querySelector('[data-record-media]');
    var preview = form.action.indexOf('/r/preview/') !== -1;
    box.querySelector('[data-file-label]').textContent = 'Or choose a video file instead';
    ui.hidden = false;
    var recorder = null;
    start.addEventListener('click', function () {
      navigator.mediaDevices
        .getDisplayMedia({ video: true, audio: false })
        .then(function (stream) {
          var chunks = [];
          recorder = new MediaRecorder(stream);
          recorder.ondataavailable = function (e) {
            if (e.data.size) chunks.push(e.data);
          };
          recorder.onstop = function () {
            stream.getTracks().forEach(function (t) {
              t.stop();
            });
            var blob = new Blob(chunks, { type: 'video/webm' });
            if (preview) {
              status.textContent = 'Recorded. A preview does not upload it.';
              return;
            }
            status.textContent = 'Uploading your recording…';
            var body = new FormData();
            body.append('recording', blob, 'screen.webm');
            fetch(form.action.replace(/\/answer$/, '/recording'), { method: 'POST', body: body })
              .then(function (res) {
                return res.ok ? res.json() : Promise.reject(new Error(String(res.status)));
              })
              .then(function (json) {
                media.value = json.url;
                status.textContent = 'Your recording is saved. Now describe what you did.';
              })
              .catch(function () {
                status.textContent = 'The upload did not work. Please try again or choose a file.';
              });
          };
          recorder.start();
          start.hidden = true;
          stop.hidden = false;
          status.textContent = 'Recording… press Stop when you are done.';
        })
        .catch(function () {
          status.textContent = 'Recording was not allowed. You can choose a video file instead.';
        });
    });
    stop.addEventListener('click', function () {
      if (recorder && recorder.state !== 'inactive') recorder.stop();
      stop.hidden = true;
      start.hidden = false;
      start.textContent = 'Record again';
    });
  });
})();

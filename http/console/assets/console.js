// Progressive enhancement only: every page works without this file.
// Copy buttons: shown when the Clipboard API is there; the secret field stays selectable either way.
document.querySelectorAll('[data-copy-for]').forEach((button) => {
  const field = document.getElementById(button.getAttribute('data-copy-for'));
  if (!field || !navigator.clipboard) return;
  button.hidden = false;
  button.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(field.value);
      button.textContent = 'Copied';
    } catch {
      field.select();
      button.textContent = 'Press Ctrl+C to copy';
    }
  });
});

// Results pages: while a survey collects, its count follows the responses (a short poll, paused
// while the tab is hidden); the page reloads once the survey has completed, to show the final
// numbers and downloads. A server error is retried later; a refusal (signed out, revoked) stops it.
document.querySelectorAll('[data-progress]').forEach((line) => {
  const url = line.getAttribute('data-progress');
  if (!url) return;
  const count = line.querySelector('[data-progress-count]');
  const estimate = line.querySelector('[data-progress-estimate]');
  let wait = 3000;
  const tick = async () => {
    if (document.hidden) return setTimeout(tick, wait);
    try {
      const res = await fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin', redirect: 'manual' });
      if (res.status >= 500) wait = Math.min(wait * 2, 60000);
      else if (!res.ok) return;
      else {
        wait = 3000;
        const p = await res.json();
        count.textContent = `${p.numResponses} of ${p.sampleSize}`;
        if (estimate) estimate.textContent = p.estimate ? ` · ${p.estimate}` : '';
        if (p.status !== 'in-progress') return window.location.reload();
      }
    } catch {
      wait = Math.min(wait * 2, 60000);
    }
    setTimeout(tick, wait);
  };
  setTimeout(tick, wait);
});

// Forms whose action cannot be undone ask first (without script they go ahead).
document.querySelectorAll('form[data-confirm]').forEach((form) => {
  form.addEventListener('submit', (event) => {
    if (!window.confirm(form.getAttribute('data-confirm'))) event.preventDefault();
  });
});

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

// Results pages: while a survey collects, its count follows the responses (a short poll); the
// page reloads once the survey has completed, to show the final numbers and downloads.
document.querySelectorAll('[data-progress]').forEach((line) => {
  const url = line.getAttribute('data-progress');
  if (!url) return;
  const count = line.querySelector('[data-progress-count]');
  const estimate = line.querySelector('[data-progress-estimate]');
  const tick = async () => {
    try {
      const res = await fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
      if (!res.ok) return;
      const p = await res.json();
      count.textContent = `${p.numResponses} of ${p.sampleSize}`;
      if (estimate) estimate.textContent = p.estimate ? ` · ${p.estimate}` : '';
      if (p.status !== 'in-progress') {
        window.location.reload();
        return;
      }
    } catch {
      // A missed poll is retried on the next tick.
    }
    setTimeout(tick, 3000);
  };
  setTimeout(tick, 3000);
});

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

// The survey editor: fields that do not apply to a question's type are hidden (the server
// ignores them anyway), and the price follows the form as it is edited (a debounced request
// with the form's fields, files left out), announced by the price's live region.
document.querySelectorAll('form[data-quote]').forEach((form) => {
  const out = document.querySelector('[data-quote-text]');
  const showFor = (question) => {
    const type = question.querySelector('[data-question-type]')?.value;
    question.querySelectorAll('[data-for-types]').forEach((field) => {
      field.hidden = !field.getAttribute('data-for-types').split(' ').includes(type);
    });
  };
  form.querySelectorAll('[data-question]').forEach(showFor);
  let timer = 0;
  let sent = 0;
  const reprice = async () => {
    const mine = ++sent;
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string' && name !== 'action') body.append(name, value);
    try {
      const res = await fetch(form.getAttribute('data-quote'), { method: 'POST', body, credentials: 'same-origin', headers: { accept: 'application/json' } });
      if (!res.ok || mine !== sent) return;
      const quote = await res.json();
      if (!out || out.getAttribute('data-quote-text') === (quote.text || '')) return;
      out.setAttribute('data-quote-text', quote.text || '');
      out.replaceChildren();
      if (!quote.text) {
        const none = document.createElement('span');
        none.className = 'quote-none';
        none.textContent = 'Not priced yet: add a question and a sample size.';
        return out.append(none);
      }
      const amount = document.createElement('span');
      amount.className = 'quote-amount';
      amount.textContent = quote.amountText;
      const credits = document.createElement('span');
      credits.className = 'quote-credits';
      credits.textContent = `or ${quote.credits} credits`;
      out.append(amount, ' ', credits);
    } catch {
      // The saved price stays shown; the next edit tries again.
    }
  };
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(reprice, 400);
  };
  form.addEventListener('input', later);
  form.addEventListener('change', (event) => {
    const question = event.target.closest('[data-question]');
    if (question && event.target.matches('[data-question-type]')) showFor(question);
    later();
  });
});

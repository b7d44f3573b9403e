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

// The console's one script: "Copy" buttons beside a secret or a snippet. Everything works without
// it (the text is selectable); served from this origin only (CSP script-src 'self').
document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('button[data-copy]') : null;
  if (!button) return;
  const source = document.getElementById(button.getAttribute('data-copy') || '');
  if (!source || !navigator.clipboard) return;
  navigator.clipboard.writeText(source.textContent || '').then(() => {
    const label = button.getAttribute('data-copied');
    if (label) button.textContent = label;
  });
});
for (const button of document.querySelectorAll('button[data-copy]')) button.hidden = false;

// The Print button needs script, so it is hidden until this runs (docs/decisions/091).
const button = document.querySelector<HTMLButtonElement>('[data-print]')
if (button) {
  button.hidden = false
  button.addEventListener('click', () => window.print())
}

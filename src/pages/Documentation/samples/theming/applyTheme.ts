export function applyOceanTheme() {
  document.documentElement.dataset.theme = 'ocean';
}

// The one clipboard helper: code blocks and the token table's copy buttons both write through it.

/** Writes text to the clipboard; resolves true on success, false (after logging) on any failure. */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard API is not available');
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.error('Copy to clipboard failed:', error);
    return false;
  }
}

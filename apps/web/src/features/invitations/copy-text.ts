/**
 * Copies `text`: the asynchronous Clipboard API where the browser allows it, else the old
 * `copy` command on the selected read-only field (older browsers, pages in an iframe without the
 * clipboard permission). Answers whether the text is on the clipboard; when it is not, the field
 * is left selected so the user can copy it with the keyboard.
 */
export async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, document not focused): try the fallback.
  }
  if (!field) return false;
  field.focus();
  field.select();
  try {
    // Deprecated but still the only synchronous way where the Clipboard API is refused.
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

// Saving a download (an object URL from the API client) as a file. Its own module so a list page that exports a
// CSV does not load the carrier form's rules (and through them the schema library) to do it.

/** Saves an object URL as a file, then lets it go. */
export function saveObjectUrl(url: string, filename: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

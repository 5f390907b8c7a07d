/** Saves a blob as a file through a temporary link (an export, a drawn image). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // a slow device may start the download after the click returns
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

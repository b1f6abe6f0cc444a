/** spec 9: the object URL of a download is revoked this long after the click. */
export const DOWNLOAD_CLEANUP_MS = 1000;

/** Saves a blob under a file name through a temporary link, then frees the object URL. */
export const saveBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_CLEANUP_MS);
};

import { DOWNLOAD_CLEANUP_MS } from '../rules/constants/business';

export { DOWNLOAD_CLEANUP_MS };

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

import { ApiError, SESSION_EXPIRED_EVENT, apiUrl } from "../../lib/api";
import { clearSession, getToken } from "../../lib/auth-storage";

/**
 * Sends a multipart staff write with XMLHttpRequest, because fetch cannot report
 * upload progress. Behaves like api(): Bearer token, JSON answer, ApiError on
 * failure, and a 401 ends the session in this browser.
 */
export function sendMultipart<T = unknown>(
  path: string,
  method: "POST" | "PUT",
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const url = apiUrl(path);
    xhr.open(method, url);
    xhr.setRequestHeader("Accept", "application/json");
    const token = getToken();
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.withCredentials = /^https?:/.test(url);

    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      let data: { message?: string } | null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(data as T);
        return;
      }
      if (xhr.status === 401) {
        clearSession();
        window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT, { detail: data?.message }));
      }
      reject(new ApiError(xhr.status, data?.message ?? `Request failed (${xhr.status})`, data));
    };
    xhr.onerror = () => reject(new ApiError(0, "Network error", null));
    xhr.onabort = () => reject(new ApiError(0, "Upload cancelled", null));
    xhr.send(form);
  });
}

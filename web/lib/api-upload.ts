import type { EndpointKey, ResponseOf } from "#contracts/api-table";
import { ApiError, API_ORIGIN, type CallOptions, headersOf, requestLine, settle } from "./api";
import { parseOrNull } from "./json-fields";

// Staff uploads with a progress bar: fetch cannot report how much of a body has
// gone, so these go by XMLHttpRequest, and end in call()'s own settle() (the JSON
// answer, ApiError, a 401 ending the session). A file of its own, so the public
// pages, which share api.ts, do not carry it.

/** Endpoints that take a multipart body (a photo beside the fields). */
type UploadKey = { [K in EndpointKey]: CallOptions<K> extends { body: FormData } ? K : never }[EndpointKey];

export type UploadOptions<K extends UploadKey> = Omit<CallOptions<K>, "signal"> & {
  /** 0…1 as the body goes out (fetch cannot report this, so an upload goes by XMLHttpRequest). */
  onProgress?: (fraction: number) => void;
};

/** A multipart write that reports its progress; answered exactly as call() answers. */
export function upload<K extends UploadKey>(key: K, options: UploadOptions<K>): Promise<ResponseOf<K>> {
  const { params, body, auth, onProgress } = options as UploadOptions<K> & { params?: Record<string, string>; body: FormData };
  const { method, url } = requestLine(key, { params });
  return new Promise<ResponseOf<K>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headersOf(auth))) xhr.setRequestHeader(name, value);
    xhr.withCredentials = API_ORIGIN !== "";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      // Not JSON: the status says enough.
      const data = parseOrNull(xhr.responseText);
      try {
        const answer = settle<K>(xhr.status, data, auth);
        onProgress?.(1);
        resolve(answer);
      } catch (err) {
        reject(err);
      }
    };
    xhr.onerror = () => reject(new ApiError(0, "Network error", null));
    xhr.onabort = () => reject(new ApiError(0, "Upload cancelled", null));
    xhr.send(body);
  });
}

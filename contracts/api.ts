// Shapes of API answers (docs/decisions/015).
export interface ListAnswer<T> {
  success: true;
  data: T[];
  total: number;
  page: number;
  limit: number;
}

export interface ErrorAnswer {
  success: false;
  message: string;
  errors?: Record<string, string>;
}

/** A write that only reports its outcome. */
export interface OkAnswer {
  success: true;
  message: string;
}

/** A write that also returns the stored record. */
export interface RecordAnswer<T> extends OkAnswer {
  data: T;
}

import type { z } from "zod";
import type { ContentDocumentKey } from "#contracts/content";
import type { DraftEditing } from "../draft-binding";

/** What a page document's fields get from its editor. */
export interface FieldsProps<D> extends DraftEditing<D> {
  onUploadBusy: (busy: boolean) => void;
}

/** One page document of the Pages section: its tab, where it shows, how it is edited. */
export interface DocumentSpec<D> {
  key: Exclude<ContentDocumentKey, "site">;
  /** The tab. */
  label: string;
  /** Where it shows on the site. */
  description: string;
  page: string;
  schema: z.ZodType;
  toDraft: (data: unknown) => D;
  /** What is saved: the draft minus what the form adds for editing. */
  toData: (draft: D) => unknown;
  Fields: (props: FieldsProps<D>) => React.ReactNode;
}

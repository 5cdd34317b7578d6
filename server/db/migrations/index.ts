// The list of migrations in order, kept in code so the built server and the tests run the same list
// (docs/decisions/003).

import type { Migration, MigrationProvider } from "kysely";
import { initial } from "./001-initial";
import { outboxLease } from "./002-outbox-lease";
import { content } from "./003-content";
import { rolesAudit } from "./004-roles-audit";
import { pipeline } from "./005-pipeline";
import { videoPosters } from "./006-video-posters";
import { courseModules } from "./007-course-modules";
import { revisions } from "./008-revisions";
import { loginSecurity } from "./009-login-security";
import { enquirySubmissions } from "./010-enquiry-submissions";
import { displayName } from "./011-display-name";
import { certificates } from "./012-certificates";
import { pageViews } from "./013-page-views";
import { payments } from "./014-payments";
import { loginDevices } from "./015-login-devices";
import { paymentSafety } from "./016-payment-safety";
import { proofFields } from "./017-proof-fields";
import { whatsappGreeting } from "./018-whatsapp-greeting";
import { whatsapp } from "./019-whatsapp";
import { batchEnrolment } from "./020-batch-enrolment";
import { studentSignIn } from "./021-student-sign-in";
import { whatsappFallbackMedia } from "./022-whatsapp-fallback-media";
import { batchClassLink } from "./023-batch-class-link";
import { whatsappWebhookOrder } from "./024-whatsapp-webhook-order";
import { staleEnrolledFollowUps } from "./025-stale-enrolled-follow-ups";
import { rateLimits } from "./028-rate-limits";
import { classRegisters } from "./029-class-registers";
import { whatsappMetaAnswers } from "./031-whatsapp-meta-answers";
import { automaticMessageLimits } from "./027-automatic-message-limits";
import { placementOutcomes } from "./032-placement-outcomes";
import { placementConfirmationRequests } from "./033-placement-confirmation-requests";
import { placementNudges } from "./034-placement-nudges";
import { placementConsent } from "./035-placement-consent";
import { jobs } from "./030-jobs";

export type MigrationDialect = "sqlite" | "postgres";

/**
 * Migrations live in code (not read from disk) so the built server and the tests
 * run exactly the same list. Append new ones; never edit one that has shipped.
 */
export class CodeMigrations implements MigrationProvider {
  constructor(private readonly dialect: MigrationDialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return {
      "001-initial": initial(this.dialect),
      "002-outbox-lease": outboxLease(),
      "003-content": content(),
      "004-roles-audit": rolesAudit(this.dialect),
      "005-pipeline": pipeline(),
      "006-video-posters": videoPosters(),
      "007-course-modules": courseModules(),
      "008-revisions": revisions(),
      "009-login-security": loginSecurity(),
      "010-enquiry-submissions": enquirySubmissions(),
      "011-display-name": displayName(),
      "012-certificates": certificates(),
      "013-page-views": pageViews(),
      "014-payments": payments(),
      "015-login-devices": loginDevices(),
      "016-payment-safety": paymentSafety(),
      "017-proof-fields": proofFields(),
      "018-whatsapp-greeting": whatsappGreeting(),
      "019-whatsapp": whatsapp(),
      "020-batch-enrolment": batchEnrolment(),
      "021-student-sign-in": studentSignIn(),
      "022-whatsapp-fallback-media": whatsappFallbackMedia(this.dialect),
      "023-batch-class-link": batchClassLink(),
      "024-whatsapp-webhook-order": whatsappWebhookOrder(),
      "025-stale-enrolled-follow-ups": staleEnrolledFollowUps(),
      "028-rate-limits": rateLimits(),
      "029-class-registers": classRegisters(),
      "031-whatsapp-meta-answers": whatsappMetaAnswers(),
      "027-automatic-message-limits": automaticMessageLimits(),
      "032-placement-outcomes": placementOutcomes(this.dialect),
      "034-placement-nudges": placementNudges(),
      "030-jobs": jobs(this.dialect),
      "033-placement-confirmation-requests": placementConfirmationRequests(),
      "035-placement-consent": placementConsent(),
    };
  }
}

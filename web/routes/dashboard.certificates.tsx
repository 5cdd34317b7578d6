// /dashboard/certificates, the certificates staff issue: its own route, loaded when first opened (docs/decisions/088).
import { CertificatesSection } from "../features/dashboard/certificates/certificates-section";

export default CertificatesSection;

import { Modal } from "../../components/modal";
import { CourseEnquiryForm } from "./course-enquiry-form";

/** The course page's 'Apply Now' modal: the course enquiry form, then its confirmation until closed. */
export function CourseEnquiryModal({ id, open, onClose, courseName }: { id: string; open: boolean; onClose: () => void; courseName: string }) {
  return (
    <Modal id={id} open={open} onClose={onClose} title={`Apply for ${courseName}`}>
      <p className="-mt-2 mb-4 text-sm text-slate-600">Share your details and our team will call you with the next batch dates, fees and a free demo class.</p>
      <CourseEnquiryForm courseName={courseName} variant="plain" source="Apply Now" formKey="apply" />
    </Modal>
  );
}

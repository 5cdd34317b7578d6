// The course enquiry form in a dialog, opened from a course card or a course page's buttons.

import type { DemoSlot } from "#contracts/demo-slots";
import { Modal } from "#web/components/modal";
import { CourseEnquiryForm } from "./course-enquiry-form";

interface CourseEnquiryModalProps {
  id: string;
  open: boolean;
  onClose: () => void;
  courseName: string;
  courseId: string;
  /** The demo slots the page lists: the form offers them as choices. */
  demoSlots: DemoSlot[];
}

/**
 * The course page's 'Apply Now' modal: the course enquiry form with the free demo
 * class booking (where a student decides, they can also pick a time to see a
 * class), then its confirmation until closed.
 */
export function CourseEnquiryModal({ id, open, onClose, courseName, courseId, demoSlots }: CourseEnquiryModalProps) {
  return (
    <Modal id={id} open={open} onClose={onClose} title={`Apply for ${courseName}`}>
      <p className="-mt-2 mb-4 text-sm text-slate-600">
        Share your details and our team will call you with the next batch dates and fees. Want to see a class first? Pick a free demo time below.
      </p>
      <CourseEnquiryForm courseName={courseName} courseId={courseId} variant="plain" source="Apply Now" formKey="apply" demoSlots={demoSlots} />
    </Modal>
  );
}

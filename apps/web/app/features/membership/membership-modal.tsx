/** What every membership dialog is told: whether it is open, how it closes, and whether the shopper is signed in. */
export interface MembershipDialogProps {
  open: boolean;
  onClose: () => void;
  /** a guest is asked to log in or create an account first */
  signedIn: boolean;
}

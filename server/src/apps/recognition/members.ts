/** Member displays for recognitions come from the identity app's loader (shared with notifications). */
export { memberDisplays } from '../identity/members/member-displays.ts';

// The Modal that components/later-modal.tsx fetches apart from the page.
export { Modal as ModalView } from '@mantine/core';

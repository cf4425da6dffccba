export { Modal, type ModalProps } from './Modal';
export { ConfirmDelete, deleteQuestion, messageOf, type ConfirmDeleteProps } from './ConfirmDelete';

export { Modal, ModalContainerContext, type ModalProps } from './Modal';
export { ConfirmDelete, deleteQuestion, messageOf, type ConfirmDeleteProps } from './ConfirmDelete';

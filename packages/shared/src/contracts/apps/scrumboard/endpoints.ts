import { z } from 'zod';
import { endpoint } from '../../../api/endpoint.ts';
import { ROLE_SETS } from '../../../role-sets.ts';
import {
  cardPositionsBody,
  createBoardBody,
  createCardBody,
  createLabelBody,
  createListBody,
  deletedReply,
  scrumBoard,
  scrumBoardDetail,
  scrumBoardIdQuery,
  scrumCard,
  scrumIdQuery,
  scrumLabel,
  scrumList,
  scrumMember,
  updateBoardBody,
  updateCardBody,
  updateCardsBody,
  updateLabelBody,
  updateListBody,
  updateListsBody,
} from './scrumboard.ts';

const tags = ['scrumboard'];
/** Every staff user may use the boards they are a member of; another board is 404 (decision 032). */
const MEMBERS = ROLE_SETS.everyone;
/** Admins create boards, change their title and members, and delete them. */
const ADMIN = ROLE_SETS.admin;
const base = '/api/apps/scrumboard';

/** Scrumboard (docs/product/template-apps.md#scrumboard): shared boards of office work. */
export const scrumboardEndpoints = {
  boards: endpoint({ method: 'GET', path: `${base}/boards`, access: MEMBERS, tags, response: z.array(scrumBoard) }),
  board: endpoint({ method: 'GET', path: `${base}/board`, access: MEMBERS, tags, query: scrumIdQuery, response: scrumBoardDetail }),
  staff: endpoint({
    method: 'GET',
    path: `${base}/members`,
    access: ADMIN,
    tags,
    summary: 'The staff users a board can have as members',
    response: z.array(scrumMember),
  }),
  createBoard: endpoint({ method: 'POST', path: `${base}/board`, access: ADMIN, tags, body: createBoardBody, response: scrumBoard }),
  updateBoard: endpoint({ method: 'PATCH', path: `${base}/board`, access: ADMIN, tags, body: updateBoardBody, response: scrumBoard }),
  deleteBoard: endpoint({ method: 'DELETE', path: `${base}/board`, access: ADMIN, tags, query: scrumIdQuery, response: deletedReply }),

  createList: endpoint({ method: 'POST', path: `${base}/board/list`, access: MEMBERS, tags, body: createListBody, response: scrumList }),
  updateList: endpoint({ method: 'PATCH', path: `${base}/board/list`, access: MEMBERS, tags, body: updateListBody, response: scrumList }),
  deleteList: endpoint({
    method: 'DELETE',
    path: `${base}/board/list`,
    access: MEMBERS,
    tags,
    description: 'Deletes the list and its cards.',
    query: scrumIdQuery,
    response: deletedReply,
  }),
  updateLists: endpoint({ method: 'PATCH', path: `${base}/board/lists`, access: MEMBERS, tags, body: updateListsBody, response: z.array(scrumList) }),

  createCard: endpoint({ method: 'PUT', path: `${base}/board/card`, access: MEMBERS, tags, body: createCardBody, response: scrumCard }),
  updateCard: endpoint({ method: 'PATCH', path: `${base}/board/card`, access: MEMBERS, tags, body: updateCardBody, response: scrumCard }),
  deleteCard: endpoint({ method: 'DELETE', path: `${base}/board/card`, access: MEMBERS, tags, query: scrumIdQuery, response: deletedReply }),
  updateCards: endpoint({ method: 'PATCH', path: `${base}/board/cards`, access: MEMBERS, tags, body: updateCardsBody, response: z.array(scrumCard) }),
  cardPositions: endpoint({
    method: 'PATCH',
    path: `${base}/board/card/positions`,
    access: MEMBERS,
    tags,
    description: 'Positions from the array order (steps of 65536); the list\'s other cards follow in their order.',
    body: cardPositionsBody,
    response: z.array(scrumCard),
  }),

  labels: endpoint({ method: 'GET', path: `${base}/board/labels`, access: MEMBERS, tags, query: scrumBoardIdQuery, response: z.array(scrumLabel) }),
  createLabel: endpoint({ method: 'PUT', path: `${base}/board/label`, access: MEMBERS, tags, body: createLabelBody, response: scrumLabel }),
  updateLabel: endpoint({ method: 'PATCH', path: `${base}/board/label`, access: MEMBERS, tags, body: updateLabelBody, response: scrumLabel }),
  deleteLabel: endpoint({
    method: 'DELETE',
    path: `${base}/board/label`,
    access: MEMBERS,
    tags,
    description: 'Deletes the label and strips it from the cards.',
    query: scrumIdQuery,
    response: deletedReply,
  }),
};

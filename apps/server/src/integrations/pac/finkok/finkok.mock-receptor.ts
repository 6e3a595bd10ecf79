import type { FastifyInstance } from 'fastify';
import type { FinkokMockState } from './finkok.mock-state';

/**
 * The receptor's side of SAT's buzón tributario, reduced to two buttons: accept or reject an
 * "En proceso" cancellation. 200 with the new status; 404 unknown UUID; 409 nothing to answer.
 */
export function registerReceptorAnswers(app: FastifyInstance, state: FinkokMockState): void {
  app.post<{ Params: { uuid: string; answer: string } }>(
    '/receptor/cancellations/:uuid/:answer',
    async (req, reply) => {
      const { uuid, answer } = req.params;
      if (answer !== 'accept' && answer !== 'reject') return reply.code(404).send();
      const outcome =
        answer === 'accept' ? state.acceptCancellation(uuid) : state.rejectCancellation(uuid);
      if (outcome === 'unknown') return reply.code(404).send({ uuid, error: 'unknown_uuid' });
      if (outcome === 'not_in_process')
        return reply.code(409).send({ uuid, error: 'no_cancellation_in_process' });
      const estatus = state.stampByUuid(uuid)?.cancellation?.estatusCancelacion;
      return reply.code(200).send({ uuid: uuid.toUpperCase(), estatus_cancelacion: estatus });
    },
  );
}

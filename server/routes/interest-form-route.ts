/**
 * One factory for the two interest form routes (applications.ts, waitlist.ts): the POST, its
 * schema and form guards, and the hand-over to `app.interest.accept` (services/interest.ts). A
 * route file then says only what is its own: the path, the schema and how its body reads as
 * answers.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type * as z from 'zod/mini';
import {
  interestReceivedBodySchema,
  isInterestSpam,
  type InterestKind,
} from '#contracts/interest.ts';
import { DEFAULT_LOCALE, type Locale } from '#contracts/locale.ts';
import { interestForm } from '../services/interest-outcomes.ts';
import type { InterestAnswers } from '../services/interest.ts';

/** What a form's body has in common: the honeypot and the page's language. */
interface InterestBody {
  website?: string | undefined;
  locale?: Locale | undefined;
}

/** An interest form route: what differs between applying and joining a waitlist. */
export interface InterestFormRoute<S extends z.ZodMiniType<InterestBody>> {
  kind: InterestKind;
  /** Under `/api`. */
  url: string;
  schema: S;
  /** The form's fields in the order it shows them, and the limits of its text fields. */
  fields: readonly string[];
  maxLengths: Readonly<Record<string, number>>;
  /** The body as answers (without the page's language, which the factory reads). */
  answers(body: z.infer<S>): Omit<InterestAnswers, 'locale'>;
}

/** The route plugin of one interest form. */
export function interestFormRoute<S extends z.ZodMiniType<InterestBody>>(
  route: InterestFormRoute<S>,
): FastifyPluginAsync {
  const form = interestForm(route.fields, route.maxLengths);
  return async (app) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      route.url,
      {
        schema: { body: route.schema, response: { 200: interestReceivedBodySchema } },
        config: { form },
      },
      async (request, reply) => {
        const body = request.body as z.infer<S>;
        return app.interest.accept(request, reply, {
          kind: route.kind,
          spam: isInterestSpam(body),
          answers: { ...route.answers(body), locale: body.locale ?? DEFAULT_LOCALE },
        });
      },
    );
  };
}

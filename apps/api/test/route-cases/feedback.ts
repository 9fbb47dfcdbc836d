import type { MatrixCase } from './matrix-case.js';

/** A report of an issue as the form sends it: what happened and where (the screenshot is optional). */
const reportForm = (message: string, page: string): FormData => {
  const form = new FormData();
  form.append('message', message);
  form.append('page', page);
  return form;
};

/** The feedback routes' cases. */
export const feedbackCases: Record<string, MatrixCase> = {
  'feedback.links': { crossLandlord: { none: "the deployment's two addresses; no record" } },
  'feedback.send': {
    input: () => {
      const fields = { message: 'The Save button does nothing.', page: '/dashboard/property/buildings' };
      return { body: fields, form: reportForm(fields.message, fields.page) };
    },
    crossLandlord: { none: 'a report to the admins names no record' },
  },
};

'use client';

import * as React from 'react';
import { isFollowing } from './batch-uploader-machine';
import { BatchReviewSteps } from '../shared/batch-review/BatchReviewSteps';
import type { BatchUploaderController } from './use-batch-uploader';

/** Props of {@link BatchStep}. */
export interface BatchStepProps {
  /** The controller (use-batch-uploader.ts). */
  flow: BatchUploaderController;
  /** "Upload another file". */
  onStartOver: () => void;
}

/**
 * The batch the block follows: the batch's steps shared with OrdersInbox (an error when it cannot
 * be loaded, a note while it loads, its review, or once bought its labels).
 */
export function BatchStep({ flow, onStartOver }: BatchStepProps): React.JSX.Element | null {
  const { state } = flow;
  if (!isFollowing(state)) {
    return null;
  }
  return <BatchReviewSteps state={state} flow={flow} senderCountry={flow.senderCountry} onStartOver={onStartOver} />;
}

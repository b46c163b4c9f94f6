import type { InsuranceCertificateUpload } from '@hangar/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CertificateApprovalList } from './certificate-approvals';

const waiting: InsuranceCertificateUpload = {
  id: 7,
  vendorID: 3,
  type: 'general-liability',
  insurer: '',
  policyNumber: 'GL-1',
  effectiveDate: '2030-01-01',
  expiryDate: '2031-01-01',
  status: 'pending',
  reason: '',
  documentID: 40,
  fileName: 'renewal.pdf',
  uploadedAt: '2029-12-20T10:00:00.000Z',
  decidedAt: null,
  version: 1,
};

describe('Certificates awaiting approval', () => {
  it('approves, and rejects with the reason typed for that certificate', () => {
    const onApprove = vi.fn();
    const onReject = vi.fn();
    render(
      <CertificateApprovalList
        certificates={[waiting]}
        mayEdit
        onApprove={onApprove}
        onReject={onReject}
        message={null}
      />,
    );
    const panel = screen.getByRole('region', { name: 'Certificates awaiting approval' });
    expect(panel).toHaveTextContent('General liability: 2030-01-01 to 2031-01-01 · GL-1');
    fireEvent.click(
      within(panel).getByRole('button', {
        name: /^Approve ?the general liability certificate 2030-01-01 to 2031-01-01$/,
      }),
    );
    expect(onApprove).toHaveBeenCalledWith(waiting);
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Reason (optional)' }), {
      target: { value: 'Unreadable' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: /^Reject/ }));
    expect(onReject).toHaveBeenCalledWith(waiting, 'Unreadable');
  });

  it('shows a viewer the certificates waiting without Approve or Reject, and says when there are none', () => {
    const { rerender } = render(
      <CertificateApprovalList
        certificates={[waiting]}
        mayEdit={false}
        onApprove={() => {}}
        onReject={() => {}}
        message={null}
      />,
    );
    expect(screen.getByText(/renewal\.pdf/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    rerender(
      <CertificateApprovalList
        certificates={[]}
        mayEdit
        onApprove={() => {}}
        onReject={() => {}}
        message={null}
      />,
    );
    expect(screen.getByText(/the vendor has sent no certificate/)).toBeInTheDocument();
  });
});

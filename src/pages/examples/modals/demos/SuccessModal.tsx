import { useState } from 'react';
import { m } from 'framer-motion';
import { CheckCircle2 } from 'lucide-react';
import { styled } from 'styled-components';
import { Button, Modal, useMotionTokens } from '@motion-kit/react';

export function SuccessModal() {
  const { seconds, easing } = useMotionTokens();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Complete Purchase
      </Button>
      <Modal
        open={open}
        onClose={close}
        size="sm"
        title="Payment Successful!"
        description="Your order is confirmed. A receipt is on its way to your inbox."
        footer={
          <Button variant="primary" fullWidth onClick={close}>
            Continue
          </Button>
        }
      >
        <Badge
          initial={{ scale: 0.6, opacity: 0 }}
          animate={{ scale: 1, opacity: 1 }}
          transition={{ delay: seconds('fast'), duration: seconds('normal'), ease: easing('spring') }}
        >
          <CheckCircle2 size={56} aria-hidden="true" />
        </Badge>
      </Modal>
    </>
  );
}

const Badge = styled(m.div)`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.spacing['4']} 0;
  color: ${({ theme }) => theme.color.status.success};
`;

import { PAY_ORDER_TYPE, type PayOrderType, type PaymentResultDestination } from '@kankan/domain';
import { Box, Container, PaymentResult } from '@kankan/ui';
import { useNavigate, useParams } from 'react-router-dom';

const DESTINATION_PATHS: Record<PaymentResultDestination, string> = {
  cameras: '/manage/device',
  orders: '/manage/order',
};

/** The order type of the address (`/payresult/{isSuccess}/{type}`); goods when it is not one of the four. */
function payOrderTypeOf(value: string | undefined): PayOrderType {
  const known = Object.values(PAY_ORDER_TYPE) as number[];
  const number = Number(value);
  return known.includes(number) ? (number as PayOrderType) : PAY_ORDER_TYPE.goods;
}

/**
 * /payresult/{isSuccess}/{type} (spec 2.5): where the payment provider returns the user. Shows success or failure,
 * then counts down to my cameras (points, storage) or my orders (goods, membership).
 */
export default function PaymentResultPage() {
  const { isSuccess, type } = useParams();
  const navigate = useNavigate();
  return (
    <Box as="main" background="surfaceSunken" paddingY="xxlarge">
      <Container width="narrow">
        <PaymentResult
          isSuccess={isSuccess === '1' || isSuccess === 'true'}
          type={payOrderTypeOf(type)}
          onRedirect={(destination) => void navigate(DESTINATION_PATHS[destination])}
        />
      </Container>
    </Box>
  );
}

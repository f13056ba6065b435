export default function OrderPage() {
  return null;
}

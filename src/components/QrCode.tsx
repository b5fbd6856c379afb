import { QRCodeSVG } from 'qrcode.react';
import './QrCode.css';

/** A QR code on a white square (an authenticator app's setup address), with its accessible title. */
export default function QrCode({ value, title }: { value: string; title: string }) {
  return (
    <div className="acc-qr">
      <QRCodeSVG value={value} size={180} title={title} />
    </div>
  );
}

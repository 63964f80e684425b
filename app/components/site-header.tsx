import { Link } from "react-router";

export function SiteHeader() {
  return (
    <header>
      <Link to="/">Droids</Link>
      <Link to="/enterprise" className="hidden md:inline">Enterprise</Link>
    </header>
  );
}

export default function P() { return <h1>metal-recycling</h1>; }

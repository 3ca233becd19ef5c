import * as $protobuf from "protobufjs";
import Long = require("long");
/** Namespace parasol. */
export namespace parasol {

    /** Namespace travel. */
    namespace travel {

        /** Namespace v1. */
        namespace v1 {

            /** Properties of an Argument. */
            interface IArgument {

                /** Argument id */
                id?: (string|null);

                /** Argument category */
                category?: (string|null);

                /** Argument strength */
                strength?: (string|null);

                /** Argument figure */
                figure?: (string|null);

                /** Argument quote */
                quote?: (string|null);

                /** Argument messageKeys */
                messageKeys?: (parasol.travel.v1.Argument.IMessageKeys|null);

                /** Argument vars */
                vars?: ({ [k: string]: string }|null);
            }

            /** Represents an Argument. */
            class Argument implements IArgument {

                /**
                 * Constructs a new Argument.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.IArgument);

                /** Argument id. */
                public id?: (string|null);

                /** Argument category. */
                public category?: (string|null);

                /** Argument strength. */
                public strength?: (string|null);

                /** Argument figure. */
                public figure?: (string|null);

                /** Argument quote. */
                public quote?: (string|null);

                /** Argument messageKeys. */
                public messageKeys?: (parasol.travel.v1.Argument.IMessageKeys|null);

                /** Argument vars. */
                public vars: { [k: string]: string };

                /**
                 * Encodes the specified Argument message. Does not implicitly {@link parasol.travel.v1.Argument.verify|verify} messages.
                 * @param message Argument message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.IArgument, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes an Argument message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns Argument
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.Argument;
            }

            namespace Argument {

                /** Properties of a MessageKeys. */
                interface IMessageKeys {

                    /** MessageKeys hook */
                    hook?: (string|null);

                    /** MessageKeys fact */
                    fact?: (string|null);

                    /** MessageKeys pitch */
                    pitch?: (string|null);
                }

                /** Represents a MessageKeys. */
                class MessageKeys implements IMessageKeys {

                    /**
                     * Constructs a new MessageKeys.
                     * @param [properties] Properties to set
                     */
                    constructor(properties?: parasol.travel.v1.Argument.IMessageKeys);

                    /** MessageKeys hook. */
                    public hook?: (string|null);

                    /** MessageKeys fact. */
                    public fact?: (string|null);

                    /** MessageKeys pitch. */
                    public pitch?: (string|null);

                    /**
                     * Encodes the specified MessageKeys message. Does not implicitly {@link parasol.travel.v1.Argument.MessageKeys.verify|verify} messages.
                     * @param message MessageKeys message or plain object to encode
                     * @param [writer] Writer to encode to
                     * @returns Writer
                     */
                    public static encode(message: parasol.travel.v1.Argument.IMessageKeys, writer?: $protobuf.Writer): $protobuf.Writer;

                    /**
                     * Decodes a MessageKeys message from the specified reader or buffer.
                     * @param reader Reader or buffer to decode from
                     * @param [length] Message length if known beforehand
                     * @returns MessageKeys
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.Argument.MessageKeys;
                }
            }

            /** Properties of a Card. */
            interface ICard {

                /** Card catalogueId */
                catalogueId?: (number|null);

                /** Card bin */
                bin?: (string|null);

                /** Card bank */
                bank?: (string|null);

                /** Card network */
                network?: (string|null);

                /** Card tier */
                tier?: (string|null);

                /** Card none */
                none?: (boolean|null);
            }

            /** Represents a Card. */
            class Card implements ICard {

                /**
                 * Constructs a new Card.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.ICard);

                /** Card catalogueId. */
                public catalogueId?: (number|null);

                /** Card bin. */
                public bin?: (string|null);

                /** Card bank. */
                public bank?: (string|null);

                /** Card network. */
                public network?: (string|null);

                /** Card tier. */
                public tier?: (string|null);

                /** Card none. */
                public none?: (boolean|null);

                /**
                 * Encodes the specified Card message. Does not implicitly {@link parasol.travel.v1.Card.verify|verify} messages.
                 * @param message Card message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.ICard, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a Card message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns Card
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.Card;
            }

            /** Properties of a CardsRequest. */
            interface ICardsRequest {

                /** CardsRequest country */
                country?: (string|null);

                /** CardsRequest lang */
                lang?: (string|null);
            }

            /** Represents a CardsRequest. */
            class CardsRequest implements ICardsRequest {

                /**
                 * Constructs a new CardsRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.ICardsRequest);

                /** CardsRequest country. */
                public country?: (string|null);

                /** CardsRequest lang. */
                public lang?: (string|null);

                /**
                 * Encodes the specified CardsRequest message. Does not implicitly {@link parasol.travel.v1.CardsRequest.verify|verify} messages.
                 * @param message CardsRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.ICardsRequest, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a CardsRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns CardsRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.CardsRequest;
            }

            /** Properties of a CardsResponse. */
            interface ICardsResponse {

                /** CardsResponse ok */
                ok?: (boolean|null);

                /** CardsResponse country */
                country?: (string|null);

                /** CardsResponse key */
                key?: (parasol.travel.v1.CardsResponse.IKey|null);

                /** CardsResponse countries */
                countries?: (parasol.travel.v1.CardsResponse.ICountry[]|null);

                /** CardsResponse banks */
                banks?: (parasol.travel.v1.CardsResponse.IBank[]|null);

                /** CardsResponse generic */
                generic?: (parasol.travel.v1.CardsResponse.IGenericItem[]|null);

                /** CardsResponse tiers */
                tiers?: (parasol.travel.v1.CardsResponse.ITier[]|null);
            }

            /** Represents a CardsResponse. */
            class CardsResponse implements ICardsResponse {

                /**
                 * Constructs a new CardsResponse.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.ICardsResponse);

                /** CardsResponse ok. */
                public ok?: (boolean|null);

                /** CardsResponse country. */
                public country?: (string|null);

                /** CardsResponse key. */
                public key?: (parasol.travel.v1.CardsResponse.IKey|null);

                /** CardsResponse countries. */
                public countries: parasol.travel.v1.CardsResponse.ICountry[];

                /** CardsResponse banks. */
                public banks: parasol.travel.v1.CardsResponse.IBank[];

                /** CardsResponse generic. */
                public generic: parasol.travel.v1.CardsResponse.IGenericItem[];

                /** CardsResponse tiers. */
                public tiers: parasol.travel.v1.CardsResponse.ITier[];

                /**
                 * Encodes the specified CardsResponse message. Does not implicitly {@link parasol.travel.v1.CardsResponse.verify|verify} messages.
                 * @param message CardsResponse message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.ICardsResponse, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a CardsResponse message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns CardsResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.CardsResponse;
            }

            namespace CardsResponse {

                /** Properties of a Key. */
                interface IKey {

                    /** Key keyId */
                    keyId?: (string|null);

                    /** Key mode */
                    mode?: (string|null);

                    /** Key cardModes */
                    cardModes?: (string[]|null);
                }

                /** Represents a Key. */
                class Key implements IKey {

                    /**
                     * Constructs a new Key.
                     * @param [properties] Properties to set
                     */
                    constructor(properties?: parasol.travel.v1.CardsResponse.IKey);

                    /** Key keyId. */
                    public keyId?: (string|null);

                    /** Key mode. */
                    public mode?: (string|null);

                    /** Key cardModes. */
                    public cardModes: string[];

                    /**
                     * Encodes the specified Key message. Does not implicitly {@link parasol.travel.v1.CardsResponse.Key.verify|verify} messages.
                     * @param message Key message or plain object to encode
                     * @param [writer] Writer to encode to
                     * @returns Writer
                     */
                    public static encode(message: parasol.travel.v1.CardsResponse.IKey, writer?: $protobuf.Writer): $protobuf.Writer;

                    /**
                     * Decodes a Key message from the specified reader or buffer.
                     * @param reader Reader or buffer to decode from
                     * @param [length] Message length if known beforehand
                     * @returns Key
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.CardsResponse.Key;
                }

                /** Properties of a Country. */
                interface ICountry {

                    /** Country code */
                    code?: (string|null);

                    /** Country market */
                    market?: (string|null);

                    /** Country banks */
                    banks?: (number|null);

                    /** Country cards */
                    cards?: (number|null);
                }

                /** Represents a Country. */
                class Country implements ICountry {

                    /**
                     * Constructs a new Country.
                     * @param [properties] Properties to set
                     */
                    constructor(properties?: parasol.travel.v1.CardsResponse.ICountry);

                    /** Country code. */
                    public code?: (string|null);

                    /** Country market. */
                    public market?: (string|null);

                    /** Country banks. */
                    public banks?: (number|null);

                    /** Country cards. */
                    public cards?: (number|null);

                    /**
                     * Encodes the specified Country message. Does not implicitly {@link parasol.travel.v1.CardsResponse.Country.verify|verify} messages.
                     * @param message Country message or plain object to encode
                     * @param [writer] Writer to encode to
                     * @returns Writer
                     */
                    public static encode(message: parasol.travel.v1.CardsResponse.ICountry, writer?: $protobuf.Writer): $protobuf.Writer;

                    /**
                     * Decodes a Country message from the specified reader or buffer.
                     * @param reader Reader or buffer to decode from
                     * @param [length] Message length if known beforehand
                     * @returns Country
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.CardsResponse.Country;
                }

                /** Properties of a Bank. */
                interface IBank {

                    /** Bank name */
                    name?: (string|null);

                    /** Bank country */
                    country?: (string|null);

                    /** Bank logoUrl */
                    logoUrl?: (string|null);

                    /** Bank cards */
                    cards?: (parasol.travel.v1.CardsResponse.Bank.ICard[]|null);
                }

                /** Represents a Bank. */
                class Bank implements IBank {

                    /**
                     * Constructs a new Bank.
                     * @param [properties] Properties to set
                     */
                    constructor(properties?: parasol.travel.v1.CardsResponse.IBank);

                    /** Bank name. */
                    public name?: (string|null);

                    /** Bank country. */
                    public country?: (string|null);

                    /** Bank logoUrl. */
                    public logoUrl?: (string|null);

                    /** Bank cards. */
                    public cards: parasol.travel.v1.CardsResponse.Bank.ICard[];

                    /**
                     * Encodes the specified Bank message. Does not implicitly {@link parasol.travel.v1.CardsResponse.Bank.verify|verify} messages.
                     * @param message Bank message or plain object to encode
                     * @param [writer] Writer to encode to
                     * @returns Writer
                     */
                    public static encode(message: parasol.travel.v1.CardsResponse.IBank, writer?: $protobuf.Writer): $protobuf.Writer;

                    /**
                     * Decodes a Bank message from the specified reader or buffer.
                     * @param reader Reader or buffer to decode from
                     * @param [length] Message length if known beforehand
                     * @returns Bank
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.CardsResponse.Bank;
                }

                namespace Bank {

                    /** Properties of a Card. */
                    interface ICard {

                        /** Card catalogueId */
                        catalogueId?: (number|null);

                        /** Card name */
                        name?: (string|null);

                        /** Card network */
                        network?: (string|null);

                        /** Card tier */
                        tier?: (string|null);

                        /** Card byBankTier */
                        byBankTier?: (boolean|null);

                        /** Card imageUrl */
                        imageUrl?: (string|null);
                    }

                    /** Represents a Card. */
                    class Card implements ICard {

                        /**
                         * Constructs a new Card.
                         * @param [properties] Properties to set
                         */
                        constructor(properties?: parasol.travel.v1.CardsResponse.Bank.ICard);

                        /** Card catalogueId. */
                        public catalogueId?: (number|null);

                        /** Card name. */
                        public name?: (string|null);

                        /** Card network. */
                        public network?: (string|null);

                        /** Card tier. */
                        public tier?: (string|null);

                        /** Card byBankTier. */
                        public byBankTier?: (boolean|null);

                        /** Card imageUrl. */
                        public imageUrl?: (string|null);

                        /**
                         * Encodes the specified Card message. Does not implicitly {@link parasol.travel.v1.CardsResponse.Bank.Card.verify|verify} messages.
                         * @param message Card message or plain object to encode
                         * @param [writer] Writer to encode to
                         * @returns Writer
                         */
                        public static encode(message: parasol.travel.v1.CardsResponse.Bank.ICard, writer?: $protobuf.Writer): $protobuf.Writer;

                        /**
                         * Decodes a Card message from the specified reader or buffer.
                         * @param reader Reader or buffer to decode from
                         * @param [length] Message length if known beforehand
                         * @returns Card
                         * @throws {Error} If the payload is not a reader or valid buffer
                         * @throws {$protobuf.util.ProtocolError} If required fields are missing
                         */
                        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.CardsResponse.Bank.Card;
                    }
                }

                /** Properties of a GenericItem. */
                interface IGenericItem {

                    /** GenericItem network */
                    network?: (string|null);

                    /** GenericItem tiers */
                    tiers?: (string[]|null);
                }

                /** Represents a GenericItem. */
                class GenericItem implements IGenericItem {

                    /**
                     * Constructs a new GenericItem.
                     * @param [properties] Properties to set
                     */
                    constructor(properties?: parasol.travel.v1.CardsResponse.IGenericItem);

                    /** GenericItem network. */
                    public network?: (string|null);

                    /** GenericItem tiers. */
                    public tiers: string[];

                    /**
                     * Encodes the specified GenericItem message. Does not implicitly {@link parasol.travel.v1.CardsResponse.GenericItem.verify|verify} messages.
                     * @param message GenericItem message or plain object to encode
                     * @param [writer] Writer to encode to
                     * @returns Writer
                     */
                    public static encode(message: parasol.travel.v1.CardsResponse.IGenericItem, writer?: $protobuf.Writer): $protobuf.Writer;

                    /**
                     * Decodes a GenericItem message from the specified reader or buffer.
                     * @param reader Reader or buffer to decode from
                     * @param [length] Message length if known beforehand
                     * @returns GenericItem
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.CardsResponse.GenericItem;
                }

                /** Properties of a Tier. */
                interface ITier {

                    /** Tier tier */
                    tier?: (string|null);

                    /** Tier examples */
                    examples?: (string[]|null);
                }

                /** Represents a Tier. */
                class Tier implements ITier {

                    /**
                     * Constructs a new Tier.
                     * @param [properties] Properties to set
                     */
                    constructor(properties?: parasol.travel.v1.CardsResponse.ITier);

                    /** Tier tier. */
                    public tier?: (string|null);

                    /** Tier examples. */
                    public examples: string[];

                    /**
                     * Encodes the specified Tier message. Does not implicitly {@link parasol.travel.v1.CardsResponse.Tier.verify|verify} messages.
                     * @param message Tier message or plain object to encode
                     * @param [writer] Writer to encode to
                     * @returns Writer
                     */
                    public static encode(message: parasol.travel.v1.CardsResponse.ITier, writer?: $protobuf.Writer): $protobuf.Writer;

                    /**
                     * Decodes a Tier message from the specified reader or buffer.
                     * @param reader Reader or buffer to decode from
                     * @param [length] Message length if known beforehand
                     * @returns Tier
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.CardsResponse.Tier;
                }
            }

            /** Properties of a CoachMessagesRequest. */
            interface ICoachMessagesRequest {

                /** CoachMessagesRequest lang */
                lang?: (string|null);
            }

            /** Represents a CoachMessagesRequest. */
            class CoachMessagesRequest implements ICoachMessagesRequest {

                /**
                 * Constructs a new CoachMessagesRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.ICoachMessagesRequest);

                /** CoachMessagesRequest lang. */
                public lang?: (string|null);

                /**
                 * Encodes the specified CoachMessagesRequest message. Does not implicitly {@link parasol.travel.v1.CoachMessagesRequest.verify|verify} messages.
                 * @param message CoachMessagesRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.ICoachMessagesRequest, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a CoachMessagesRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns CoachMessagesRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.CoachMessagesRequest;
            }

            /** Properties of a CoachMessagesResponse. */
            interface ICoachMessagesResponse {

                /** CoachMessagesResponse ok */
                ok?: (boolean|null);

                /** CoachMessagesResponse lang */
                lang?: (string|null);

                /** CoachMessagesResponse engineVersion */
                engineVersion?: (string|null);

                /** CoachMessagesResponse messages */
                messages?: ({ [k: string]: string }|null);
            }

            /** Represents a CoachMessagesResponse. */
            class CoachMessagesResponse implements ICoachMessagesResponse {

                /**
                 * Constructs a new CoachMessagesResponse.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.ICoachMessagesResponse);

                /** CoachMessagesResponse ok. */
                public ok?: (boolean|null);

                /** CoachMessagesResponse lang. */
                public lang?: (string|null);

                /** CoachMessagesResponse engineVersion. */
                public engineVersion?: (string|null);

                /** CoachMessagesResponse messages. */
                public messages: { [k: string]: string };

                /**
                 * Encodes the specified CoachMessagesResponse message. Does not implicitly {@link parasol.travel.v1.CoachMessagesResponse.verify|verify} messages.
                 * @param message CoachMessagesResponse message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.ICoachMessagesResponse, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a CoachMessagesResponse message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns CoachMessagesResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.CoachMessagesResponse;
            }

            /** Properties of a CoachRequest. */
            interface ICoachRequest {

                /** CoachRequest residence */
                residence?: (string|null);

                /** CoachRequest destinations */
                destinations?: (string[]|null);

                /** CoachRequest card */
                card?: (parasol.travel.v1.ICard|null);

                /** CoachRequest trip */
                trip?: (parasol.travel.v1.CoachRequest.ITrip|null);

                /** CoachRequest market */
                market?: (string|null);

                /** CoachRequest ref */
                ref?: (string|null);
            }

            /** Represents a CoachRequest. */
            class CoachRequest implements ICoachRequest {

                /**
                 * Constructs a new CoachRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.ICoachRequest);

                /** CoachRequest residence. */
                public residence?: (string|null);

                /** CoachRequest destinations. */
                public destinations: string[];

                /** CoachRequest card. */
                public card?: (parasol.travel.v1.ICard|null);

                /** CoachRequest trip. */
                public trip?: (parasol.travel.v1.CoachRequest.ITrip|null);

                /** CoachRequest market. */
                public market?: (string|null);

                /** CoachRequest ref. */
                public ref?: (string|null);

                /**
                 * Encodes the specified CoachRequest message. Does not implicitly {@link parasol.travel.v1.CoachRequest.verify|verify} messages.
                 * @param message CoachRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.ICoachRequest, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a CoachRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns CoachRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.CoachRequest;
            }

            namespace CoachRequest {

                /** Properties of a Trip. */
                interface ITrip {

                    /** Trip friends */
                    friends?: (boolean|null);

                    /** Trip longTrip */
                    longTrip?: (boolean|null);

                    /** Trip riskyActivity */
                    riskyActivity?: (boolean|null);
                }

                /** Represents a Trip. */
                class Trip implements ITrip {

                    /**
                     * Constructs a new Trip.
                     * @param [properties] Properties to set
                     */
                    constructor(properties?: parasol.travel.v1.CoachRequest.ITrip);

                    /** Trip friends. */
                    public friends?: (boolean|null);

                    /** Trip longTrip. */
                    public longTrip?: (boolean|null);

                    /** Trip riskyActivity. */
                    public riskyActivity?: (boolean|null);

                    /**
                     * Encodes the specified Trip message. Does not implicitly {@link parasol.travel.v1.CoachRequest.Trip.verify|verify} messages.
                     * @param message Trip message or plain object to encode
                     * @param [writer] Writer to encode to
                     * @returns Writer
                     */
                    public static encode(message: parasol.travel.v1.CoachRequest.ITrip, writer?: $protobuf.Writer): $protobuf.Writer;

                    /**
                     * Decodes a Trip message from the specified reader or buffer.
                     * @param reader Reader or buffer to decode from
                     * @param [length] Message length if known beforehand
                     * @returns Trip
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.CoachRequest.Trip;
                }
            }

            /** Properties of a CoachResponse. */
            interface ICoachResponse {

                /** CoachResponse ok */
                ok?: (boolean|null);

                /** CoachResponse card */
                card?: (parasol.travel.v1.CoachResponse.ICard|null);

                /** CoachResponse bilan */
                bilan?: (parasol.travel.v1.CoachResponse.IBilan|null);

                /** CoachResponse destinations */
                destinations?: (string[]|null);

                /** CoachResponse offer */
                offer?: (parasol.travel.v1.CoachResponse.IOffer|null);

                /** CoachResponse meta */
                meta?: (parasol.travel.v1.CoachResponse.IMeta|null);
            }

            /** Represents a CoachResponse. */
            class CoachResponse implements ICoachResponse {

                /**
                 * Constructs a new CoachResponse.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.ICoachResponse);

                /** CoachResponse ok. */
                public ok?: (boolean|null);

                /** CoachResponse card. */
                public card?: (parasol.travel.v1.CoachResponse.ICard|null);

                /** CoachResponse bilan. */
                public bilan?: (parasol.travel.v1.CoachResponse.IBilan|null);

                /** CoachResponse destinations. */
                public destinations: string[];

                /** CoachResponse offer. */
                public offer?: (parasol.travel.v1.CoachResponse.IOffer|null);

                /** CoachResponse meta. */
                public meta?: (parasol.travel.v1.CoachResponse.IMeta|null);

                /**
                 * Encodes the specified CoachResponse message. Does not implicitly {@link parasol.travel.v1.CoachResponse.verify|verify} messages.
                 * @param message CoachResponse message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.ICoachResponse, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a CoachResponse message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns CoachResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.CoachResponse;
            }

            namespace CoachResponse {

                /** Properties of a Card. */
                interface ICard {

                    /** Card origin */
                    origin?: (string|null);

                    /** Card currency */
                    currency?: (string|null);

                    /** Card detected */
                    detected?: (parasol.travel.v1.CoachResponse.Card.IDetected|null);

                    /** Card guarantees */
                    guarantees?: ({ [k: string]: parasol.travel.v1.IGap }|null);
                }

                /** Represents a Card. */
                class Card implements ICard {

                    /**
                     * Constructs a new Card.
                     * @param [properties] Properties to set
                     */
                    constructor(properties?: parasol.travel.v1.CoachResponse.ICard);

                    /** Card origin. */
                    public origin?: (string|null);

                    /** Card currency. */
                    public currency?: (string|null);

                    /** Card detected. */
                    public detected?: (parasol.travel.v1.CoachResponse.Card.IDetected|null);

                    /** Card guarantees. */
                    public guarantees: { [k: string]: parasol.travel.v1.IGap };

                    /**
                     * Encodes the specified Card message. Does not implicitly {@link parasol.travel.v1.CoachResponse.Card.verify|verify} messages.
                     * @param message Card message or plain object to encode
                     * @param [writer] Writer to encode to
                     * @returns Writer
                     */
                    public static encode(message: parasol.travel.v1.CoachResponse.ICard, writer?: $protobuf.Writer): $protobuf.Writer;

                    /**
                     * Decodes a Card message from the specified reader or buffer.
                     * @param reader Reader or buffer to decode from
                     * @param [length] Message length if known beforehand
                     * @returns Card
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.CoachResponse.Card;
                }

                namespace Card {

                    /** Properties of a Detected. */
                    interface IDetected {

                        /** Detected bank */
                        bank?: (string|null);

                        /** Detected brand */
                        brand?: (string|null);

                        /** Detected level */
                        level?: (string|null);

                        /** Detected matched */
                        matched?: (parasol.travel.v1.CoachResponse.Card.Detected.IMatched|null);
                    }

                    /** Represents a Detected. */
                    class Detected implements IDetected {

                        /**
                         * Constructs a new Detected.
                         * @param [properties] Properties to set
                         */
                        constructor(properties?: parasol.travel.v1.CoachResponse.Card.IDetected);

                        /** Detected bank. */
                        public bank?: (string|null);

                        /** Detected brand. */
                        public brand?: (string|null);

                        /** Detected level. */
                        public level?: (string|null);

                        /** Detected matched. */
                        public matched?: (parasol.travel.v1.CoachResponse.Card.Detected.IMatched|null);

                        /**
                         * Encodes the specified Detected message. Does not implicitly {@link parasol.travel.v1.CoachResponse.Card.Detected.verify|verify} messages.
                         * @param message Detected message or plain object to encode
                         * @param [writer] Writer to encode to
                         * @returns Writer
                         */
                        public static encode(message: parasol.travel.v1.CoachResponse.Card.IDetected, writer?: $protobuf.Writer): $protobuf.Writer;

                        /**
                         * Decodes a Detected message from the specified reader or buffer.
                         * @param reader Reader or buffer to decode from
                         * @param [length] Message length if known beforehand
                         * @returns Detected
                         * @throws {Error} If the payload is not a reader or valid buffer
                         * @throws {$protobuf.util.ProtocolError} If required fields are missing
                         */
                        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.CoachResponse.Card.Detected;
                    }

                    namespace Detected {

                        /** Properties of a Matched. */
                        interface IMatched {

                            /** Matched cardId */
                            cardId?: (number|null);

                            /** Matched cardName */
                            cardName?: (string|null);

                            /** Matched bank */
                            bank?: (string|null);
                        }

                        /** Represents a Matched. */
                        class Matched implements IMatched {

                            /**
                             * Constructs a new Matched.
                             * @param [properties] Properties to set
                             */
                            constructor(properties?: parasol.travel.v1.CoachResponse.Card.Detected.IMatched);

                            /** Matched cardId. */
                            public cardId?: (number|null);

                            /** Matched cardName. */
                            public cardName?: (string|null);

                            /** Matched bank. */
                            public bank?: (string|null);

                            /**
                             * Encodes the specified Matched message. Does not implicitly {@link parasol.travel.v1.CoachResponse.Card.Detected.Matched.verify|verify} messages.
                             * @param message Matched message or plain object to encode
                             * @param [writer] Writer to encode to
                             * @returns Writer
                             */
                            public static encode(message: parasol.travel.v1.CoachResponse.Card.Detected.IMatched, writer?: $protobuf.Writer): $protobuf.Writer;

                            /**
                             * Decodes a Matched message from the specified reader or buffer.
                             * @param reader Reader or buffer to decode from
                             * @param [length] Message length if known beforehand
                             * @returns Matched
                             * @throws {Error} If the payload is not a reader or valid buffer
                             * @throws {$protobuf.util.ProtocolError} If required fields are missing
                             */
                            public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.CoachResponse.Card.Detected.Matched;
                        }
                    }
                }

                /** Properties of a Bilan. */
                interface IBilan {

                    /** Bilan shouldSell */
                    shouldSell?: (boolean|null);

                    /** Bilan headline */
                    headline?: (parasol.travel.v1.CoachResponse.Bilan.IHeadline|null);

                    /** Bilan medical */
                    medical?: (parasol.travel.v1.CoachResponse.Bilan.IMedical|null);

                    /** Bilan argumentCount */
                    argumentCount?: (number|null);

                    /** Bilan social */
                    social?: (parasol.travel.v1.CoachResponse.Bilan.ISocial|null);

                    /** Bilan focusCategories */
                    focusCategories?: (string[]|null);

                    /** Bilan arguments */
                    "arguments"?: (parasol.travel.v1.IArgument[]|null);
                }

                /** Represents a Bilan. */
                class Bilan implements IBilan {

                    /**
                     * Constructs a new Bilan.
                     * @param [properties] Properties to set
                     */
                    constructor(properties?: parasol.travel.v1.CoachResponse.IBilan);

                    /** Bilan shouldSell. */
                    public shouldSell?: (boolean|null);

                    /** Bilan headline. */
                    public headline?: (parasol.travel.v1.CoachResponse.Bilan.IHeadline|null);

                    /** Bilan medical. */
                    public medical?: (parasol.travel.v1.CoachResponse.Bilan.IMedical|null);

                    /** Bilan argumentCount. */
                    public argumentCount?: (number|null);

                    /** Bilan social. */
                    public social?: (parasol.travel.v1.CoachResponse.Bilan.ISocial|null);

                    /** Bilan focusCategories. */
                    public focusCategories: string[];

                    /** Bilan arguments. */
                    public arguments: parasol.travel.v1.IArgument[];

                    /**
                     * Encodes the specified Bilan message. Does not implicitly {@link parasol.travel.v1.CoachResponse.Bilan.verify|verify} messages.
                     * @param message Bilan message or plain object to encode
                     * @param [writer] Writer to encode to
                     * @returns Writer
                     */
                    public static encode(message: parasol.travel.v1.CoachResponse.IBilan, writer?: $protobuf.Writer): $protobuf.Writer;

                    /**
                     * Decodes a Bilan message from the specified reader or buffer.
                     * @param reader Reader or buffer to decode from
                     * @param [length] Message length if known beforehand
                     * @returns Bilan
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.CoachResponse.Bilan;
                }

                namespace Bilan {

                    /** Properties of a Headline. */
                    interface IHeadline {

                        /** Headline key */
                        key?: (string|null);

                        /** Headline vars */
                        vars?: ({ [k: string]: string }|null);
                    }

                    /** Represents a Headline. */
                    class Headline implements IHeadline {

                        /**
                         * Constructs a new Headline.
                         * @param [properties] Properties to set
                         */
                        constructor(properties?: parasol.travel.v1.CoachResponse.Bilan.IHeadline);

                        /** Headline key. */
                        public key?: (string|null);

                        /** Headline vars. */
                        public vars: { [k: string]: string };

                        /**
                         * Encodes the specified Headline message. Does not implicitly {@link parasol.travel.v1.CoachResponse.Bilan.Headline.verify|verify} messages.
                         * @param message Headline message or plain object to encode
                         * @param [writer] Writer to encode to
                         * @returns Writer
                         */
                        public static encode(message: parasol.travel.v1.CoachResponse.Bilan.IHeadline, writer?: $protobuf.Writer): $protobuf.Writer;

                        /**
                         * Decodes a Headline message from the specified reader or buffer.
                         * @param reader Reader or buffer to decode from
                         * @param [length] Message length if known beforehand
                         * @returns Headline
                         * @throws {Error} If the payload is not a reader or valid buffer
                         * @throws {$protobuf.util.ProtocolError} If required fields are missing
                         */
                        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.CoachResponse.Bilan.Headline;
                    }

                    /** Properties of a Medical. */
                    interface IMedical {

                        /** Medical target */
                        target?: (string|null);

                        /** Medical targetValue */
                        targetValue?: (number|null);

                        /** Medical ceilingOk */
                        ceilingOk?: (boolean|null);
                    }

                    /** Represents a Medical. */
                    class Medical implements IMedical {

                        /**
                         * Constructs a new Medical.
                         * @param [properties] Properties to set
                         */
                        constructor(properties?: parasol.travel.v1.CoachResponse.Bilan.IMedical);

                        /** Medical target. */
                        public target?: (string|null);

                        /** Medical targetValue. */
                        public targetValue?: (number|null);

                        /** Medical ceilingOk. */
                        public ceilingOk?: (boolean|null);

                        /**
                         * Encodes the specified Medical message. Does not implicitly {@link parasol.travel.v1.CoachResponse.Bilan.Medical.verify|verify} messages.
                         * @param message Medical message or plain object to encode
                         * @param [writer] Writer to encode to
                         * @returns Writer
                         */
                        public static encode(message: parasol.travel.v1.CoachResponse.Bilan.IMedical, writer?: $protobuf.Writer): $protobuf.Writer;

                        /**
                         * Decodes a Medical message from the specified reader or buffer.
                         * @param reader Reader or buffer to decode from
                         * @param [length] Message length if known beforehand
                         * @returns Medical
                         * @throws {Error} If the payload is not a reader or valid buffer
                         * @throws {$protobuf.util.ProtocolError} If required fields are missing
                         */
                        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.CoachResponse.Bilan.Medical;
                    }

                    /** Properties of a Social. */
                    interface ISocial {

                        /** Social pct */
                        pct?: (number|null);

                        /** Social subjectKey */
                        subjectKey?: (string|null);
                    }

                    /** Represents a Social. */
                    class Social implements ISocial {

                        /**
                         * Constructs a new Social.
                         * @param [properties] Properties to set
                         */
                        constructor(properties?: parasol.travel.v1.CoachResponse.Bilan.ISocial);

                        /** Social pct. */
                        public pct?: (number|null);

                        /** Social subjectKey. */
                        public subjectKey?: (string|null);

                        /**
                         * Encodes the specified Social message. Does not implicitly {@link parasol.travel.v1.CoachResponse.Bilan.Social.verify|verify} messages.
                         * @param message Social message or plain object to encode
                         * @param [writer] Writer to encode to
                         * @returns Writer
                         */
                        public static encode(message: parasol.travel.v1.CoachResponse.Bilan.ISocial, writer?: $protobuf.Writer): $protobuf.Writer;

                        /**
                         * Decodes a Social message from the specified reader or buffer.
                         * @param reader Reader or buffer to decode from
                         * @param [length] Message length if known beforehand
                         * @returns Social
                         * @throws {Error} If the payload is not a reader or valid buffer
                         * @throws {$protobuf.util.ProtocolError} If required fields are missing
                         */
                        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.CoachResponse.Bilan.Social;
                    }
                }

                /** Properties of an Offer. */
                interface IOffer {

                    /** Offer quoteUrl */
                    quoteUrl?: (string|null);
                }

                /** Represents an Offer. */
                class Offer implements IOffer {

                    /**
                     * Constructs a new Offer.
                     * @param [properties] Properties to set
                     */
                    constructor(properties?: parasol.travel.v1.CoachResponse.IOffer);

                    /** Offer quoteUrl. */
                    public quoteUrl?: (string|null);

                    /**
                     * Encodes the specified Offer message. Does not implicitly {@link parasol.travel.v1.CoachResponse.Offer.verify|verify} messages.
                     * @param message Offer message or plain object to encode
                     * @param [writer] Writer to encode to
                     * @returns Writer
                     */
                    public static encode(message: parasol.travel.v1.CoachResponse.IOffer, writer?: $protobuf.Writer): $protobuf.Writer;

                    /**
                     * Decodes an Offer message from the specified reader or buffer.
                     * @param reader Reader or buffer to decode from
                     * @param [length] Message length if known beforehand
                     * @returns Offer
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.CoachResponse.Offer;
                }

                /** Properties of a Meta. */
                interface IMeta {

                    /** Meta engineVersion */
                    engineVersion?: (string|null);

                    /** Meta market */
                    market?: (string|null);

                    /** Meta lang */
                    lang?: (string|null);

                    /** Meta passport */
                    passport?: (parasol.travel.v1.CoachResponse.Meta.IPassport|null);

                    /** Meta unknownFields */
                    unknownFields?: (string[]|null);

                    /** Meta warnings */
                    warnings?: (string[]|null);

                    /** Meta dataVersions */
                    dataVersions?: (parasol.travel.v1.CoachResponse.Meta.IDataVersions|null);
                }

                /** Represents a Meta. */
                class Meta implements IMeta {

                    /**
                     * Constructs a new Meta.
                     * @param [properties] Properties to set
                     */
                    constructor(properties?: parasol.travel.v1.CoachResponse.IMeta);

                    /** Meta engineVersion. */
                    public engineVersion?: (string|null);

                    /** Meta market. */
                    public market?: (string|null);

                    /** Meta lang. */
                    public lang?: (string|null);

                    /** Meta passport. */
                    public passport?: (parasol.travel.v1.CoachResponse.Meta.IPassport|null);

                    /** Meta unknownFields. */
                    public unknownFields: string[];

                    /** Meta warnings. */
                    public warnings: string[];

                    /** Meta dataVersions. */
                    public dataVersions?: (parasol.travel.v1.CoachResponse.Meta.IDataVersions|null);

                    /**
                     * Encodes the specified Meta message. Does not implicitly {@link parasol.travel.v1.CoachResponse.Meta.verify|verify} messages.
                     * @param message Meta message or plain object to encode
                     * @param [writer] Writer to encode to
                     * @returns Writer
                     */
                    public static encode(message: parasol.travel.v1.CoachResponse.IMeta, writer?: $protobuf.Writer): $protobuf.Writer;

                    /**
                     * Decodes a Meta message from the specified reader or buffer.
                     * @param reader Reader or buffer to decode from
                     * @param [length] Message length if known beforehand
                     * @returns Meta
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.CoachResponse.Meta;
                }

                namespace Meta {

                    /** Properties of a Passport. */
                    interface IPassport {

                        /** Passport residence */
                        residence?: (string|null);

                        /** Passport healthZone */
                        healthZone?: (string|null);

                        /** Passport socle */
                        socle?: (string|null);

                        /** Passport insideZone */
                        insideZone?: (string[]|null);

                        /** Passport outsideZone */
                        outsideZone?: (string[]|null);
                    }

                    /** Represents a Passport. */
                    class Passport implements IPassport {

                        /**
                         * Constructs a new Passport.
                         * @param [properties] Properties to set
                         */
                        constructor(properties?: parasol.travel.v1.CoachResponse.Meta.IPassport);

                        /** Passport residence. */
                        public residence?: (string|null);

                        /** Passport healthZone. */
                        public healthZone?: (string|null);

                        /** Passport socle. */
                        public socle?: (string|null);

                        /** Passport insideZone. */
                        public insideZone: string[];

                        /** Passport outsideZone. */
                        public outsideZone: string[];

                        /**
                         * Encodes the specified Passport message. Does not implicitly {@link parasol.travel.v1.CoachResponse.Meta.Passport.verify|verify} messages.
                         * @param message Passport message or plain object to encode
                         * @param [writer] Writer to encode to
                         * @returns Writer
                         */
                        public static encode(message: parasol.travel.v1.CoachResponse.Meta.IPassport, writer?: $protobuf.Writer): $protobuf.Writer;

                        /**
                         * Decodes a Passport message from the specified reader or buffer.
                         * @param reader Reader or buffer to decode from
                         * @param [length] Message length if known beforehand
                         * @returns Passport
                         * @throws {Error} If the payload is not a reader or valid buffer
                         * @throws {$protobuf.util.ProtocolError} If required fields are missing
                         */
                        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.CoachResponse.Meta.Passport;
                    }

                    /** Properties of a DataVersions. */
                    interface IDataVersions {

                        /** DataVersions cards */
                        cards?: (string|null);

                        /** DataVersions countries */
                        countries?: (string|null);
                    }

                    /** Represents a DataVersions. */
                    class DataVersions implements IDataVersions {

                        /**
                         * Constructs a new DataVersions.
                         * @param [properties] Properties to set
                         */
                        constructor(properties?: parasol.travel.v1.CoachResponse.Meta.IDataVersions);

                        /** DataVersions cards. */
                        public cards?: (string|null);

                        /** DataVersions countries. */
                        public countries?: (string|null);

                        /**
                         * Encodes the specified DataVersions message. Does not implicitly {@link parasol.travel.v1.CoachResponse.Meta.DataVersions.verify|verify} messages.
                         * @param message DataVersions message or plain object to encode
                         * @param [writer] Writer to encode to
                         * @returns Writer
                         */
                        public static encode(message: parasol.travel.v1.CoachResponse.Meta.IDataVersions, writer?: $protobuf.Writer): $protobuf.Writer;

                        /**
                         * Decodes a DataVersions message from the specified reader or buffer.
                         * @param reader Reader or buffer to decode from
                         * @param [length] Message length if known beforehand
                         * @returns DataVersions
                         * @throws {Error} If the payload is not a reader or valid buffer
                         * @throws {$protobuf.util.ProtocolError} If required fields are missing
                         */
                        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.CoachResponse.Meta.DataVersions;
                    }
                }
            }

            /** Properties of a DailyBucket. */
            interface IDailyBucket {

                /** DailyBucket limit */
                limit?: (number|null);

                /** DailyBucket used */
                used?: (number|null);

                /** DailyBucket remaining */
                remaining?: (number|null);
            }

            /** Represents a DailyBucket. */
            class DailyBucket implements IDailyBucket {

                /**
                 * Constructs a new DailyBucket.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.IDailyBucket);

                /** DailyBucket limit. */
                public limit?: (number|null);

                /** DailyBucket used. */
                public used?: (number|null);

                /** DailyBucket remaining. */
                public remaining?: (number|null);

                /**
                 * Encodes the specified DailyBucket message. Does not implicitly {@link parasol.travel.v1.DailyBucket.verify|verify} messages.
                 * @param message DailyBucket message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.IDailyBucket, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a DailyBucket message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns DailyBucket
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.DailyBucket;
            }

            /** Properties of a DeleteWebhookEndpointRequest. */
            interface IDeleteWebhookEndpointRequest {

                /** DeleteWebhookEndpointRequest id */
                id?: (string|null);
            }

            /** Represents a DeleteWebhookEndpointRequest. */
            class DeleteWebhookEndpointRequest implements IDeleteWebhookEndpointRequest {

                /**
                 * Constructs a new DeleteWebhookEndpointRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.IDeleteWebhookEndpointRequest);

                /** DeleteWebhookEndpointRequest id. */
                public id?: (string|null);

                /**
                 * Encodes the specified DeleteWebhookEndpointRequest message. Does not implicitly {@link parasol.travel.v1.DeleteWebhookEndpointRequest.verify|verify} messages.
                 * @param message DeleteWebhookEndpointRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.IDeleteWebhookEndpointRequest, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a DeleteWebhookEndpointRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns DeleteWebhookEndpointRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.DeleteWebhookEndpointRequest;
            }

            /** Properties of an Error. */
            interface IError {

                /** Error error */
                error?: (string|null);

                /** Error detail */
                detail?: (string|null);

                /** Error requestId */
                requestId?: (string|null);

                /** Error bucket */
                bucket?: (string|null);

                /** Error permittedModes */
                permittedModes?: (string[]|null);
            }

            /** Represents an Error. */
            class Error implements IError {

                /**
                 * Constructs a new Error.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.IError);

                /** Error error. */
                public error?: (string|null);

                /** Error detail. */
                public detail?: (string|null);

                /** Error requestId. */
                public requestId?: (string|null);

                /** Error bucket. */
                public bucket?: (string|null);

                /** Error permittedModes. */
                public permittedModes: string[];

                /**
                 * Encodes the specified Error message. Does not implicitly {@link parasol.travel.v1.Error.verify|verify} messages.
                 * @param message Error message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.IError, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes an Error message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns Error
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.Error;
            }

            /** Properties of a Gap. */
            interface IGap {

                /** Gap state */
                state?: (string|null);

                /** Gap covered */
                covered?: (boolean|null);

                /** Gap value */
                value?: (number|null);

                /** Gap recommendedValue */
                recommendedValue?: (number|null);

                /** Gap badge */
                badge?: (string|null);
            }

            /** Represents a Gap. */
            class Gap implements IGap {

                /**
                 * Constructs a new Gap.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.IGap);

                /** Gap state. */
                public state?: (string|null);

                /** Gap covered. */
                public covered?: (boolean|null);

                /** Gap value. */
                public value?: (number|null);

                /** Gap recommendedValue. */
                public recommendedValue?: (number|null);

                /** Gap badge. */
                public badge?: (string|null);

                /**
                 * Encodes the specified Gap message. Does not implicitly {@link parasol.travel.v1.Gap.verify|verify} messages.
                 * @param message Gap message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.IGap, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a Gap message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns Gap
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.Gap;
            }

            /** Properties of a GuaranteeCover. */
            interface IGuaranteeCover {

                /** GuaranteeCover state */
                state?: (string|null);

                /** GuaranteeCover value */
                value?: (google.type.IDecimal|null);
            }

            /** Represents a GuaranteeCover. */
            class GuaranteeCover implements IGuaranteeCover {

                /**
                 * Constructs a new GuaranteeCover.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.IGuaranteeCover);

                /** GuaranteeCover state. */
                public state?: (string|null);

                /** GuaranteeCover value. */
                public value?: (google.type.IDecimal|null);

                /**
                 * Encodes the specified GuaranteeCover message. Does not implicitly {@link parasol.travel.v1.GuaranteeCover.verify|verify} messages.
                 * @param message GuaranteeCover message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.IGuaranteeCover, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a GuaranteeCover message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns GuaranteeCover
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.GuaranteeCover;
            }

            /** Properties of a LedgerEntry. */
            interface ILedgerEntry {

                /** LedgerEntry seq */
                seq?: (number|null);

                /** LedgerEntry kind */
                kind?: (string|null);

                /** LedgerEntry delta */
                delta?: (google.type.IDecimal|null);

                /** LedgerEntry deltaMinor */
                deltaMinor?: (number|null);

                /** LedgerEntry currency */
                currency?: (string|null);

                /** LedgerEntry at */
                at?: (string|null);

                /** LedgerEntry cause */
                cause?: (string|null);
            }

            /** Represents a LedgerEntry. */
            class LedgerEntry implements ILedgerEntry {

                /**
                 * Constructs a new LedgerEntry.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.ILedgerEntry);

                /** LedgerEntry seq. */
                public seq?: (number|null);

                /** LedgerEntry kind. */
                public kind?: (string|null);

                /** LedgerEntry delta. */
                public delta?: (google.type.IDecimal|null);

                /** LedgerEntry deltaMinor. */
                public deltaMinor?: (number|null);

                /** LedgerEntry currency. */
                public currency?: (string|null);

                /** LedgerEntry at. */
                public at?: (string|null);

                /** LedgerEntry cause. */
                public cause?: (string|null);

                /**
                 * Encodes the specified LedgerEntry message. Does not implicitly {@link parasol.travel.v1.LedgerEntry.verify|verify} messages.
                 * @param message LedgerEntry message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.ILedgerEntry, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a LedgerEntry message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns LedgerEntry
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.LedgerEntry;
            }

            /** Properties of a LinkRequest. */
            interface ILinkRequest {

                /** LinkRequest sessionId */
                sessionId?: (string|null);

                /** LinkRequest trip */
                trip?: (parasol.travel.v1.ITrip|null);

                /** LinkRequest tripInfo */
                tripInfo?: (parasol.travel.v1.ITrip|null);

                /** LinkRequest language */
                language?: (string|null);

                /** LinkRequest offerId */
                offerId?: (number|null);

                /** LinkRequest linkCode */
                linkCode?: (string|null);
            }

            /** Represents a LinkRequest. */
            class LinkRequest implements ILinkRequest {

                /**
                 * Constructs a new LinkRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.ILinkRequest);

                /** LinkRequest sessionId. */
                public sessionId?: (string|null);

                /** LinkRequest trip. */
                public trip?: (parasol.travel.v1.ITrip|null);

                /** LinkRequest tripInfo. */
                public tripInfo?: (parasol.travel.v1.ITrip|null);

                /** LinkRequest language. */
                public language?: (string|null);

                /** LinkRequest offerId. */
                public offerId?: (number|null);

                /** LinkRequest linkCode. */
                public linkCode?: (string|null);

                /**
                 * Encodes the specified LinkRequest message. Does not implicitly {@link parasol.travel.v1.LinkRequest.verify|verify} messages.
                 * @param message LinkRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.ILinkRequest, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a LinkRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns LinkRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.LinkRequest;
            }

            /** Properties of a LinkResponse. */
            interface ILinkResponse {

                /** LinkResponse ok */
                ok?: (boolean|null);

                /** LinkResponse mode */
                mode?: (string|null);

                /** LinkResponse subscriptionId */
                subscriptionId?: (string|null);

                /** LinkResponse url */
                url?: (string|null);

                /** LinkResponse ref */
                ref?: (string|null);

                /** LinkResponse offerId */
                offerId?: (number|null);

                /** LinkResponse replayed */
                replayed?: (boolean|null);

                /** LinkResponse updated */
                updated?: (boolean|null);

                /** LinkResponse expiresAt */
                expiresAt?: (string|null);

                /** LinkResponse meta */
                meta?: (parasol.travel.v1.LinkResponse.IMeta|null);
            }

            /** Represents a LinkResponse. */
            class LinkResponse implements ILinkResponse {

                /**
                 * Constructs a new LinkResponse.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.ILinkResponse);

                /** LinkResponse ok. */
                public ok?: (boolean|null);

                /** LinkResponse mode. */
                public mode?: (string|null);

                /** LinkResponse subscriptionId. */
                public subscriptionId?: (string|null);

                /** LinkResponse url. */
                public url?: (string|null);

                /** LinkResponse ref. */
                public ref?: (string|null);

                /** LinkResponse offerId. */
                public offerId?: (number|null);

                /** LinkResponse replayed. */
                public replayed?: (boolean|null);

                /** LinkResponse updated. */
                public updated?: (boolean|null);

                /** LinkResponse expiresAt. */
                public expiresAt?: (string|null);

                /** LinkResponse meta. */
                public meta?: (parasol.travel.v1.LinkResponse.IMeta|null);

                /**
                 * Encodes the specified LinkResponse message. Does not implicitly {@link parasol.travel.v1.LinkResponse.verify|verify} messages.
                 * @param message LinkResponse message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.ILinkResponse, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a LinkResponse message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns LinkResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.LinkResponse;
            }

            namespace LinkResponse {

                /** Properties of a Meta. */
                interface IMeta {

                    /** Meta apiVersion */
                    apiVersion?: (string|null);

                    /** Meta warnings */
                    warnings?: (string[]|null);

                    /** Meta unknownFields */
                    unknownFields?: (string[]|null);

                    /** Meta language */
                    language?: (string|null);

                    /** Meta notice */
                    notice?: (string|null);
                }

                /** Represents a Meta. */
                class Meta implements IMeta {

                    /**
                     * Constructs a new Meta.
                     * @param [properties] Properties to set
                     */
                    constructor(properties?: parasol.travel.v1.LinkResponse.IMeta);

                    /** Meta apiVersion. */
                    public apiVersion?: (string|null);

                    /** Meta warnings. */
                    public warnings: string[];

                    /** Meta unknownFields. */
                    public unknownFields: string[];

                    /** Meta language. */
                    public language?: (string|null);

                    /** Meta notice. */
                    public notice?: (string|null);

                    /**
                     * Encodes the specified Meta message. Does not implicitly {@link parasol.travel.v1.LinkResponse.Meta.verify|verify} messages.
                     * @param message Meta message or plain object to encode
                     * @param [writer] Writer to encode to
                     * @returns Writer
                     */
                    public static encode(message: parasol.travel.v1.LinkResponse.IMeta, writer?: $protobuf.Writer): $protobuf.Writer;

                    /**
                     * Decodes a Meta message from the specified reader or buffer.
                     * @param reader Reader or buffer to decode from
                     * @param [length] Message length if known beforehand
                     * @returns Meta
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.LinkResponse.Meta;
                }
            }

            /** Properties of a MetaRequest. */
            interface IMetaRequest {
            }

            /** Represents a MetaRequest. */
            class MetaRequest implements IMetaRequest {

                /**
                 * Constructs a new MetaRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.IMetaRequest);

                /**
                 * Encodes the specified MetaRequest message. Does not implicitly {@link parasol.travel.v1.MetaRequest.verify|verify} messages.
                 * @param message MetaRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.IMetaRequest, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a MetaRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns MetaRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.MetaRequest;
            }

            /** Properties of a MetaResponse. */
            interface IMetaResponse {

                /** MetaResponse ok */
                ok?: (boolean|null);

                /** MetaResponse apiVersion */
                apiVersion?: (string|null);

                /** MetaResponse key */
                key?: (parasol.travel.v1.MetaResponse.IKey|null);

                /** MetaResponse trip */
                trip?: (parasol.travel.v1.MetaResponse.ITrip|null);

                /** MetaResponse guarantees */
                guarantees?: (parasol.travel.v1.MetaResponse.IGuarantee[]|null);

                /** MetaResponse states */
                states?: (parasol.travel.v1.MetaResponse.IState[]|null);

                /** MetaResponse usStates */
                usStates?: (string[]|null);
            }

            /** Represents a MetaResponse. */
            class MetaResponse implements IMetaResponse {

                /**
                 * Constructs a new MetaResponse.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.IMetaResponse);

                /** MetaResponse ok. */
                public ok?: (boolean|null);

                /** MetaResponse apiVersion. */
                public apiVersion?: (string|null);

                /** MetaResponse key. */
                public key?: (parasol.travel.v1.MetaResponse.IKey|null);

                /** MetaResponse trip. */
                public trip?: (parasol.travel.v1.MetaResponse.ITrip|null);

                /** MetaResponse guarantees. */
                public guarantees: parasol.travel.v1.MetaResponse.IGuarantee[];

                /** MetaResponse states. */
                public states: parasol.travel.v1.MetaResponse.IState[];

                /** MetaResponse usStates. */
                public usStates: string[];

                /**
                 * Encodes the specified MetaResponse message. Does not implicitly {@link parasol.travel.v1.MetaResponse.verify|verify} messages.
                 * @param message MetaResponse message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.IMetaResponse, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a MetaResponse message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns MetaResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.MetaResponse;
            }

            namespace MetaResponse {

                /** Properties of a Key. */
                interface IKey {

                    /** Key keyId */
                    keyId?: (string|null);

                    /** Key mode */
                    mode?: (string|null);

                    /** Key scopes */
                    scopes?: (string[]|null);

                    /** Key quota */
                    quota?: (parasol.travel.v1.MetaResponse.Key.IQuota|null);

                    /** Key lifetime */
                    lifetime?: (parasol.travel.v1.MetaResponse.Key.ILifetime|null);
                }

                /** Represents a Key. */
                class Key implements IKey {

                    /**
                     * Constructs a new Key.
                     * @param [properties] Properties to set
                     */
                    constructor(properties?: parasol.travel.v1.MetaResponse.IKey);

                    /** Key keyId. */
                    public keyId?: (string|null);

                    /** Key mode. */
                    public mode?: (string|null);

                    /** Key scopes. */
                    public scopes: string[];

                    /** Key quota. */
                    public quota?: (parasol.travel.v1.MetaResponse.Key.IQuota|null);

                    /** Key lifetime. */
                    public lifetime?: (parasol.travel.v1.MetaResponse.Key.ILifetime|null);

                    /**
                     * Encodes the specified Key message. Does not implicitly {@link parasol.travel.v1.MetaResponse.Key.verify|verify} messages.
                     * @param message Key message or plain object to encode
                     * @param [writer] Writer to encode to
                     * @returns Writer
                     */
                    public static encode(message: parasol.travel.v1.MetaResponse.IKey, writer?: $protobuf.Writer): $protobuf.Writer;

                    /**
                     * Decodes a Key message from the specified reader or buffer.
                     * @param reader Reader or buffer to decode from
                     * @param [length] Message length if known beforehand
                     * @returns Key
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.MetaResponse.Key;
                }

                namespace Key {

                    /** Properties of a Quota. */
                    interface IQuota {

                        /** Quota reads */
                        reads?: (parasol.travel.v1.IDailyBucket|null);

                        /** Quota writes */
                        writes?: (parasol.travel.v1.IDailyBucket|null);

                        /** Quota resetsAt */
                        resetsAt?: (string|null);

                        /** Quota burst */
                        burst?: (parasol.travel.v1.MetaResponse.Key.Quota.IBurst|null);
                    }

                    /** Represents a Quota. */
                    class Quota implements IQuota {

                        /**
                         * Constructs a new Quota.
                         * @param [properties] Properties to set
                         */
                        constructor(properties?: parasol.travel.v1.MetaResponse.Key.IQuota);

                        /** Quota reads. */
                        public reads?: (parasol.travel.v1.IDailyBucket|null);

                        /** Quota writes. */
                        public writes?: (parasol.travel.v1.IDailyBucket|null);

                        /** Quota resetsAt. */
                        public resetsAt?: (string|null);

                        /** Quota burst. */
                        public burst?: (parasol.travel.v1.MetaResponse.Key.Quota.IBurst|null);

                        /**
                         * Encodes the specified Quota message. Does not implicitly {@link parasol.travel.v1.MetaResponse.Key.Quota.verify|verify} messages.
                         * @param message Quota message or plain object to encode
                         * @param [writer] Writer to encode to
                         * @returns Writer
                         */
                        public static encode(message: parasol.travel.v1.MetaResponse.Key.IQuota, writer?: $protobuf.Writer): $protobuf.Writer;

                        /**
                         * Decodes a Quota message from the specified reader or buffer.
                         * @param reader Reader or buffer to decode from
                         * @param [length] Message length if known beforehand
                         * @returns Quota
                         * @throws {Error} If the payload is not a reader or valid buffer
                         * @throws {$protobuf.util.ProtocolError} If required fields are missing
                         */
                        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.MetaResponse.Key.Quota;
                    }

                    namespace Quota {

                        /** Properties of a Burst. */
                        interface IBurst {

                            /** Burst limit */
                            limit?: (number|null);

                            /** Burst remaining */
                            remaining?: (number|null);
                        }

                        /** Represents a Burst. */
                        class Burst implements IBurst {

                            /**
                             * Constructs a new Burst.
                             * @param [properties] Properties to set
                             */
                            constructor(properties?: parasol.travel.v1.MetaResponse.Key.Quota.IBurst);

                            /** Burst limit. */
                            public limit?: (number|null);

                            /** Burst remaining. */
                            public remaining?: (number|null);

                            /**
                             * Encodes the specified Burst message. Does not implicitly {@link parasol.travel.v1.MetaResponse.Key.Quota.Burst.verify|verify} messages.
                             * @param message Burst message or plain object to encode
                             * @param [writer] Writer to encode to
                             * @returns Writer
                             */
                            public static encode(message: parasol.travel.v1.MetaResponse.Key.Quota.IBurst, writer?: $protobuf.Writer): $protobuf.Writer;

                            /**
                             * Decodes a Burst message from the specified reader or buffer.
                             * @param reader Reader or buffer to decode from
                             * @param [length] Message length if known beforehand
                             * @returns Burst
                             * @throws {Error} If the payload is not a reader or valid buffer
                             * @throws {$protobuf.util.ProtocolError} If required fields are missing
                             */
                            public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.MetaResponse.Key.Quota.Burst;
                        }
                    }

                    /** Properties of a Lifetime. */
                    interface ILifetime {

                        /** Lifetime createdAt */
                        createdAt?: (string|null);

                        /** Lifetime rotatedAt */
                        rotatedAt?: (string|null);

                        /** Lifetime previousSecretExpiresAt */
                        previousSecretExpiresAt?: (string|null);

                        /** Lifetime revoked */
                        revoked?: (boolean|null);
                    }

                    /** Represents a Lifetime. */
                    class Lifetime implements ILifetime {

                        /**
                         * Constructs a new Lifetime.
                         * @param [properties] Properties to set
                         */
                        constructor(properties?: parasol.travel.v1.MetaResponse.Key.ILifetime);

                        /** Lifetime createdAt. */
                        public createdAt?: (string|null);

                        /** Lifetime rotatedAt. */
                        public rotatedAt?: (string|null);

                        /** Lifetime previousSecretExpiresAt. */
                        public previousSecretExpiresAt?: (string|null);

                        /** Lifetime revoked. */
                        public revoked?: (boolean|null);

                        /**
                         * Encodes the specified Lifetime message. Does not implicitly {@link parasol.travel.v1.MetaResponse.Key.Lifetime.verify|verify} messages.
                         * @param message Lifetime message or plain object to encode
                         * @param [writer] Writer to encode to
                         * @returns Writer
                         */
                        public static encode(message: parasol.travel.v1.MetaResponse.Key.ILifetime, writer?: $protobuf.Writer): $protobuf.Writer;

                        /**
                         * Decodes a Lifetime message from the specified reader or buffer.
                         * @param reader Reader or buffer to decode from
                         * @param [length] Message length if known beforehand
                         * @returns Lifetime
                         * @throws {Error} If the payload is not a reader or valid buffer
                         * @throws {$protobuf.util.ProtocolError} If required fields are missing
                         */
                        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.MetaResponse.Key.Lifetime;
                    }
                }

                /** Properties of a Trip. */
                interface ITrip {

                    /** Trip intents */
                    intents?: (string[]|null);

                    /** Trip languages */
                    languages?: (string[]|null);

                    /** Trip maxTravellers */
                    maxTravellers?: (number|null);

                    /** Trip maxDestinations */
                    maxDestinations?: (number|null);

                    /** Trip notes */
                    notes?: (string[]|null);
                }

                /** Represents a Trip. */
                class Trip implements ITrip {

                    /**
                     * Constructs a new Trip.
                     * @param [properties] Properties to set
                     */
                    constructor(properties?: parasol.travel.v1.MetaResponse.ITrip);

                    /** Trip intents. */
                    public intents: string[];

                    /** Trip languages. */
                    public languages: string[];

                    /** Trip maxTravellers. */
                    public maxTravellers?: (number|null);

                    /** Trip maxDestinations. */
                    public maxDestinations?: (number|null);

                    /** Trip notes. */
                    public notes: string[];

                    /**
                     * Encodes the specified Trip message. Does not implicitly {@link parasol.travel.v1.MetaResponse.Trip.verify|verify} messages.
                     * @param message Trip message or plain object to encode
                     * @param [writer] Writer to encode to
                     * @returns Writer
                     */
                    public static encode(message: parasol.travel.v1.MetaResponse.ITrip, writer?: $protobuf.Writer): $protobuf.Writer;

                    /**
                     * Decodes a Trip message from the specified reader or buffer.
                     * @param reader Reader or buffer to decode from
                     * @param [length] Message length if known beforehand
                     * @returns Trip
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.MetaResponse.Trip;
                }

                /** Properties of a Guarantee. */
                interface IGuarantee {

                    /** Guarantee slug */
                    slug?: (string|null);

                    /** Guarantee label */
                    label?: (string|null);

                    /** Guarantee group */
                    group?: (string|null);
                }

                /** Represents a Guarantee. */
                class Guarantee implements IGuarantee {

                    /**
                     * Constructs a new Guarantee.
                     * @param [properties] Properties to set
                     */
                    constructor(properties?: parasol.travel.v1.MetaResponse.IGuarantee);

                    /** Guarantee slug. */
                    public slug?: (string|null);

                    /** Guarantee label. */
                    public label?: (string|null);

                    /** Guarantee group. */
                    public group?: (string|null);

                    /**
                     * Encodes the specified Guarantee message. Does not implicitly {@link parasol.travel.v1.MetaResponse.Guarantee.verify|verify} messages.
                     * @param message Guarantee message or plain object to encode
                     * @param [writer] Writer to encode to
                     * @returns Writer
                     */
                    public static encode(message: parasol.travel.v1.MetaResponse.IGuarantee, writer?: $protobuf.Writer): $protobuf.Writer;

                    /**
                     * Decodes a Guarantee message from the specified reader or buffer.
                     * @param reader Reader or buffer to decode from
                     * @param [length] Message length if known beforehand
                     * @returns Guarantee
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.MetaResponse.Guarantee;
                }

                /** Properties of a State. */
                interface IState {

                    /** State state */
                    state?: (string|null);

                    /** State meaning */
                    meaning?: (string|null);
                }

                /** Represents a State. */
                class State implements IState {

                    /**
                     * Constructs a new State.
                     * @param [properties] Properties to set
                     */
                    constructor(properties?: parasol.travel.v1.MetaResponse.IState);

                    /** State state. */
                    public state?: (string|null);

                    /** State meaning. */
                    public meaning?: (string|null);

                    /**
                     * Encodes the specified State message. Does not implicitly {@link parasol.travel.v1.MetaResponse.State.verify|verify} messages.
                     * @param message State message or plain object to encode
                     * @param [writer] Writer to encode to
                     * @returns Writer
                     */
                    public static encode(message: parasol.travel.v1.MetaResponse.IState, writer?: $protobuf.Writer): $protobuf.Writer;

                    /**
                     * Decodes a State message from the specified reader or buffer.
                     * @param reader Reader or buffer to decode from
                     * @param [length] Message length if known beforehand
                     * @returns State
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.MetaResponse.State;
                }
            }

            /** Properties of a NormalisedTrip. */
            interface INormalisedTrip {

                /** NormalisedTrip intent */
                intent?: (string|null);

                /** NormalisedTrip startDate */
                startDate?: (string|null);

                /** NormalisedTrip endDate */
                endDate?: (string|null);

                /** NormalisedTrip countryResidence */
                countryResidence?: (string|null);

                /** NormalisedTrip stateResidence */
                stateResidence?: (string|null);

                /** NormalisedTrip arrivalCountries */
                arrivalCountries?: (string[]|null);

                /** NormalisedTrip travellers */
                travellers?: (parasol.travel.v1.NormalisedTrip.ITraveller[]|null);

                /** NormalisedTrip tripPrice */
                tripPrice?: (google.type.IDecimal|null);

                /** NormalisedTrip studiesAmount */
                studiesAmount?: (google.type.IDecimal|null);

                /** NormalisedTrip currency */
                currency?: (string|null);

                /** NormalisedTrip shouldCoverCancellation */
                shouldCoverCancellation?: (boolean|null);

                /** NormalisedTrip shouldCoverExtremeSports */
                shouldCoverExtremeSports?: (boolean|null);

                /** NormalisedTrip isAnnual */
                isAnnual?: (boolean|null);
            }

            /** Represents a NormalisedTrip. */
            class NormalisedTrip implements INormalisedTrip {

                /**
                 * Constructs a new NormalisedTrip.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.INormalisedTrip);

                /** NormalisedTrip intent. */
                public intent?: (string|null);

                /** NormalisedTrip startDate. */
                public startDate?: (string|null);

                /** NormalisedTrip endDate. */
                public endDate?: (string|null);

                /** NormalisedTrip countryResidence. */
                public countryResidence?: (string|null);

                /** NormalisedTrip stateResidence. */
                public stateResidence?: (string|null);

                /** NormalisedTrip arrivalCountries. */
                public arrivalCountries: string[];

                /** NormalisedTrip travellers. */
                public travellers: parasol.travel.v1.NormalisedTrip.ITraveller[];

                /** NormalisedTrip tripPrice. */
                public tripPrice?: (google.type.IDecimal|null);

                /** NormalisedTrip studiesAmount. */
                public studiesAmount?: (google.type.IDecimal|null);

                /** NormalisedTrip currency. */
                public currency?: (string|null);

                /** NormalisedTrip shouldCoverCancellation. */
                public shouldCoverCancellation?: (boolean|null);

                /** NormalisedTrip shouldCoverExtremeSports. */
                public shouldCoverExtremeSports?: (boolean|null);

                /** NormalisedTrip isAnnual. */
                public isAnnual?: (boolean|null);

                /**
                 * Encodes the specified NormalisedTrip message. Does not implicitly {@link parasol.travel.v1.NormalisedTrip.verify|verify} messages.
                 * @param message NormalisedTrip message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.INormalisedTrip, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a NormalisedTrip message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns NormalisedTrip
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.NormalisedTrip;
            }

            namespace NormalisedTrip {

                /** Properties of a Traveller. */
                interface ITraveller {

                    /** Traveller age */
                    age?: (number|null);
                }

                /** Represents a Traveller. */
                class Traveller implements ITraveller {

                    /**
                     * Constructs a new Traveller.
                     * @param [properties] Properties to set
                     */
                    constructor(properties?: parasol.travel.v1.NormalisedTrip.ITraveller);

                    /** Traveller age. */
                    public age?: (number|null);

                    /**
                     * Encodes the specified Traveller message. Does not implicitly {@link parasol.travel.v1.NormalisedTrip.Traveller.verify|verify} messages.
                     * @param message Traveller message or plain object to encode
                     * @param [writer] Writer to encode to
                     * @returns Writer
                     */
                    public static encode(message: parasol.travel.v1.NormalisedTrip.ITraveller, writer?: $protobuf.Writer): $protobuf.Writer;

                    /**
                     * Decodes a Traveller message from the specified reader or buffer.
                     * @param reader Reader or buffer to decode from
                     * @param [length] Message length if known beforehand
                     * @returns Traveller
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.NormalisedTrip.Traveller;
                }
            }

            /** Properties of an Offer. */
            interface IOffer {

                /** Offer id */
                id?: (number|null);

                /** Offer name */
                name?: (string|null);

                /** Offer plan */
                plan?: (string|null);

                /** Offer insurer */
                insurer?: (parasol.travel.v1.Offer.IInsurer|null);

                /** Offer iconUrl */
                iconUrl?: (string|null);

                /** Offer price */
                price?: (parasol.travel.v1.Offer.IPrice|null);

                /** Offer guaranteeCurrency */
                guaranteeCurrency?: (string|null);

                /** Offer guarantees */
                guarantees?: ({ [k: string]: parasol.travel.v1.IGuaranteeCover }|null);

                /** Offer highlights */
                highlights?: (parasol.travel.v1.Offer.IHighlights|null);

                /** Offer documents */
                documents?: (parasol.travel.v1.Offer.IDocuments|null);

                /** Offer position */
                position?: (number|null);
            }

            /** Represents an Offer. */
            class Offer implements IOffer {

                /**
                 * Constructs a new Offer.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.IOffer);

                /** Offer id. */
                public id?: (number|null);

                /** Offer name. */
                public name?: (string|null);

                /** Offer plan. */
                public plan?: (string|null);

                /** Offer insurer. */
                public insurer?: (parasol.travel.v1.Offer.IInsurer|null);

                /** Offer iconUrl. */
                public iconUrl?: (string|null);

                /** Offer price. */
                public price?: (parasol.travel.v1.Offer.IPrice|null);

                /** Offer guaranteeCurrency. */
                public guaranteeCurrency?: (string|null);

                /** Offer guarantees. */
                public guarantees: { [k: string]: parasol.travel.v1.IGuaranteeCover };

                /** Offer highlights. */
                public highlights?: (parasol.travel.v1.Offer.IHighlights|null);

                /** Offer documents. */
                public documents?: (parasol.travel.v1.Offer.IDocuments|null);

                /** Offer position. */
                public position?: (number|null);

                /**
                 * Encodes the specified Offer message. Does not implicitly {@link parasol.travel.v1.Offer.verify|verify} messages.
                 * @param message Offer message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.IOffer, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes an Offer message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns Offer
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.Offer;
            }

            namespace Offer {

                /** Properties of an Insurer. */
                interface IInsurer {

                    /** Insurer name */
                    name?: (string|null);

                    /** Insurer logoUrl */
                    logoUrl?: (string|null);
                }

                /** Represents an Insurer. */
                class Insurer implements IInsurer {

                    /**
                     * Constructs a new Insurer.
                     * @param [properties] Properties to set
                     */
                    constructor(properties?: parasol.travel.v1.Offer.IInsurer);

                    /** Insurer name. */
                    public name?: (string|null);

                    /** Insurer logoUrl. */
                    public logoUrl?: (string|null);

                    /**
                     * Encodes the specified Insurer message. Does not implicitly {@link parasol.travel.v1.Offer.Insurer.verify|verify} messages.
                     * @param message Insurer message or plain object to encode
                     * @param [writer] Writer to encode to
                     * @returns Writer
                     */
                    public static encode(message: parasol.travel.v1.Offer.IInsurer, writer?: $protobuf.Writer): $protobuf.Writer;

                    /**
                     * Decodes an Insurer message from the specified reader or buffer.
                     * @param reader Reader or buffer to decode from
                     * @param [length] Message length if known beforehand
                     * @returns Insurer
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.Offer.Insurer;
                }

                /** Properties of a Price. */
                interface IPrice {

                    /** Price amount */
                    amount?: (google.type.IDecimal|null);

                    /** Price amountInCents */
                    amountInCents?: (number|null);

                    /** Price currency */
                    currency?: (string|null);

                    /** Price insurerAmount */
                    insurerAmount?: (google.type.IDecimal|null);

                    /** Price insurerCurrency */
                    insurerCurrency?: (string|null);

                    /** Price isStartingPrice */
                    isStartingPrice?: (boolean|null);

                    /** Price period */
                    period?: (string|null);
                }

                /** Represents a Price. */
                class Price implements IPrice {

                    /**
                     * Constructs a new Price.
                     * @param [properties] Properties to set
                     */
                    constructor(properties?: parasol.travel.v1.Offer.IPrice);

                    /** Price amount. */
                    public amount?: (google.type.IDecimal|null);

                    /** Price amountInCents. */
                    public amountInCents?: (number|null);

                    /** Price currency. */
                    public currency?: (string|null);

                    /** Price insurerAmount. */
                    public insurerAmount?: (google.type.IDecimal|null);

                    /** Price insurerCurrency. */
                    public insurerCurrency?: (string|null);

                    /** Price isStartingPrice. */
                    public isStartingPrice?: (boolean|null);

                    /** Price period. */
                    public period?: (string|null);

                    /**
                     * Encodes the specified Price message. Does not implicitly {@link parasol.travel.v1.Offer.Price.verify|verify} messages.
                     * @param message Price message or plain object to encode
                     * @param [writer] Writer to encode to
                     * @returns Writer
                     */
                    public static encode(message: parasol.travel.v1.Offer.IPrice, writer?: $protobuf.Writer): $protobuf.Writer;

                    /**
                     * Decodes a Price message from the specified reader or buffer.
                     * @param reader Reader or buffer to decode from
                     * @param [length] Message length if known beforehand
                     * @returns Price
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.Offer.Price;
                }

                /** Properties of a Highlights. */
                interface IHighlights {

                    /** Highlights included */
                    included?: (string[]|null);

                    /** Highlights excluded */
                    excluded?: (string[]|null);
                }

                /** Represents a Highlights. */
                class Highlights implements IHighlights {

                    /**
                     * Constructs a new Highlights.
                     * @param [properties] Properties to set
                     */
                    constructor(properties?: parasol.travel.v1.Offer.IHighlights);

                    /** Highlights included. */
                    public included: string[];

                    /** Highlights excluded. */
                    public excluded: string[];

                    /**
                     * Encodes the specified Highlights message. Does not implicitly {@link parasol.travel.v1.Offer.Highlights.verify|verify} messages.
                     * @param message Highlights message or plain object to encode
                     * @param [writer] Writer to encode to
                     * @returns Writer
                     */
                    public static encode(message: parasol.travel.v1.Offer.IHighlights, writer?: $protobuf.Writer): $protobuf.Writer;

                    /**
                     * Decodes a Highlights message from the specified reader or buffer.
                     * @param reader Reader or buffer to decode from
                     * @param [length] Message length if known beforehand
                     * @returns Highlights
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.Offer.Highlights;
                }

                /** Properties of a Documents. */
                interface IDocuments {

                    /** Documents cgvUrl */
                    cgvUrl?: (string|null);

                    /** Documents ipidUrl */
                    ipidUrl?: (string|null);
                }

                /** Represents a Documents. */
                class Documents implements IDocuments {

                    /**
                     * Constructs a new Documents.
                     * @param [properties] Properties to set
                     */
                    constructor(properties?: parasol.travel.v1.Offer.IDocuments);

                    /** Documents cgvUrl. */
                    public cgvUrl?: (string|null);

                    /** Documents ipidUrl. */
                    public ipidUrl?: (string|null);

                    /**
                     * Encodes the specified Documents message. Does not implicitly {@link parasol.travel.v1.Offer.Documents.verify|verify} messages.
                     * @param message Documents message or plain object to encode
                     * @param [writer] Writer to encode to
                     * @returns Writer
                     */
                    public static encode(message: parasol.travel.v1.Offer.IDocuments, writer?: $protobuf.Writer): $protobuf.Writer;

                    /**
                     * Decodes a Documents message from the specified reader or buffer.
                     * @param reader Reader or buffer to decode from
                     * @param [length] Message length if known beforehand
                     * @returns Documents
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.Offer.Documents;
                }
            }

            /** Properties of a Payout. */
            interface IPayout {

                /** Payout payoutId */
                payoutId?: (string|null);

                /** Payout partner */
                partner?: (string|null);

                /** Payout mode */
                mode?: (string|null);

                /** Payout currency */
                currency?: (string|null);

                /** Payout amount */
                amount?: (google.type.IDecimal|null);

                /** Payout amountMinor */
                amountMinor?: (number|null);

                /** Payout status */
                status?: (string|null);

                /** Payout createdAt */
                createdAt?: (string|null);

                /** Payout paidAt */
                paidAt?: (string|null);

                /** Payout reference */
                reference?: (string|null);

                /** Payout lineCount */
                lineCount?: (number|null);

                /** Payout clawbackCount */
                clawbackCount?: (number|null);
            }

            /** Represents a Payout. */
            class Payout implements IPayout {

                /**
                 * Constructs a new Payout.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.IPayout);

                /** Payout payoutId. */
                public payoutId?: (string|null);

                /** Payout partner. */
                public partner?: (string|null);

                /** Payout mode. */
                public mode?: (string|null);

                /** Payout currency. */
                public currency?: (string|null);

                /** Payout amount. */
                public amount?: (google.type.IDecimal|null);

                /** Payout amountMinor. */
                public amountMinor?: (number|null);

                /** Payout status. */
                public status?: (string|null);

                /** Payout createdAt. */
                public createdAt?: (string|null);

                /** Payout paidAt. */
                public paidAt?: (string|null);

                /** Payout reference. */
                public reference?: (string|null);

                /** Payout lineCount. */
                public lineCount?: (number|null);

                /** Payout clawbackCount. */
                public clawbackCount?: (number|null);

                /**
                 * Encodes the specified Payout message. Does not implicitly {@link parasol.travel.v1.Payout.verify|verify} messages.
                 * @param message Payout message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.IPayout, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a Payout message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns Payout
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.Payout;
            }

            /** Properties of a PayoutRequest. */
            interface IPayoutRequest {

                /** PayoutRequest payoutId */
                payoutId?: (string|null);

                /** PayoutRequest format */
                format?: (string|null);
            }

            /** Represents a PayoutRequest. */
            class PayoutRequest implements IPayoutRequest {

                /**
                 * Constructs a new PayoutRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.IPayoutRequest);

                /** PayoutRequest payoutId. */
                public payoutId?: (string|null);

                /** PayoutRequest format. */
                public format?: (string|null);

                /**
                 * Encodes the specified PayoutRequest message. Does not implicitly {@link parasol.travel.v1.PayoutRequest.verify|verify} messages.
                 * @param message PayoutRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.IPayoutRequest, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a PayoutRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns PayoutRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.PayoutRequest;
            }

            /** Properties of a PayoutResponse. */
            interface IPayoutResponse {

                /** PayoutResponse ok */
                ok?: (boolean|null);

                /** PayoutResponse payout */
                payout?: (parasol.travel.v1.IPayout|null);

                /** PayoutResponse lines */
                lines?: (parasol.travel.v1.PayoutResponse.ILine[]|null);

                /** PayoutResponse clawbacks */
                clawbacks?: (parasol.travel.v1.PayoutResponse.IClawback[]|null);

                /** PayoutResponse meta */
                meta?: (parasol.travel.v1.PayoutResponse.IMeta|null);
            }

            /** Represents a PayoutResponse. */
            class PayoutResponse implements IPayoutResponse {

                /**
                 * Constructs a new PayoutResponse.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.IPayoutResponse);

                /** PayoutResponse ok. */
                public ok?: (boolean|null);

                /** PayoutResponse payout. */
                public payout?: (parasol.travel.v1.IPayout|null);

                /** PayoutResponse lines. */
                public lines: parasol.travel.v1.PayoutResponse.ILine[];

                /** PayoutResponse clawbacks. */
                public clawbacks: parasol.travel.v1.PayoutResponse.IClawback[];

                /** PayoutResponse meta. */
                public meta?: (parasol.travel.v1.PayoutResponse.IMeta|null);

                /**
                 * Encodes the specified PayoutResponse message. Does not implicitly {@link parasol.travel.v1.PayoutResponse.verify|verify} messages.
                 * @param message PayoutResponse message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.IPayoutResponse, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a PayoutResponse message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns PayoutResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.PayoutResponse;
            }

            namespace PayoutResponse {

                /** Properties of a Line. */
                interface ILine {

                    /** Line saleId */
                    saleId?: (string|null);

                    /** Line externalOrderId */
                    externalOrderId?: (string|null);

                    /** Line commission */
                    commission?: (google.type.IDecimal|null);

                    /** Line commissionMinor */
                    commissionMinor?: (number|null);
                }

                /** Represents a Line. */
                class Line implements ILine {

                    /**
                     * Constructs a new Line.
                     * @param [properties] Properties to set
                     */
                    constructor(properties?: parasol.travel.v1.PayoutResponse.ILine);

                    /** Line saleId. */
                    public saleId?: (string|null);

                    /** Line externalOrderId. */
                    public externalOrderId?: (string|null);

                    /** Line commission. */
                    public commission?: (google.type.IDecimal|null);

                    /** Line commissionMinor. */
                    public commissionMinor?: (number|null);

                    /**
                     * Encodes the specified Line message. Does not implicitly {@link parasol.travel.v1.PayoutResponse.Line.verify|verify} messages.
                     * @param message Line message or plain object to encode
                     * @param [writer] Writer to encode to
                     * @returns Writer
                     */
                    public static encode(message: parasol.travel.v1.PayoutResponse.ILine, writer?: $protobuf.Writer): $protobuf.Writer;

                    /**
                     * Decodes a Line message from the specified reader or buffer.
                     * @param reader Reader or buffer to decode from
                     * @param [length] Message length if known beforehand
                     * @returns Line
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.PayoutResponse.Line;
                }

                /** Properties of a Clawback. */
                interface IClawback {

                    /** Clawback saleId */
                    saleId?: (string|null);

                    /** Clawback externalOrderId */
                    externalOrderId?: (string|null);

                    /** Clawback amount */
                    amount?: (google.type.IDecimal|null);

                    /** Clawback amountMinor */
                    amountMinor?: (number|null);
                }

                /** Represents a Clawback. */
                class Clawback implements IClawback {

                    /**
                     * Constructs a new Clawback.
                     * @param [properties] Properties to set
                     */
                    constructor(properties?: parasol.travel.v1.PayoutResponse.IClawback);

                    /** Clawback saleId. */
                    public saleId?: (string|null);

                    /** Clawback externalOrderId. */
                    public externalOrderId?: (string|null);

                    /** Clawback amount. */
                    public amount?: (google.type.IDecimal|null);

                    /** Clawback amountMinor. */
                    public amountMinor?: (number|null);

                    /**
                     * Encodes the specified Clawback message. Does not implicitly {@link parasol.travel.v1.PayoutResponse.Clawback.verify|verify} messages.
                     * @param message Clawback message or plain object to encode
                     * @param [writer] Writer to encode to
                     * @returns Writer
                     */
                    public static encode(message: parasol.travel.v1.PayoutResponse.IClawback, writer?: $protobuf.Writer): $protobuf.Writer;

                    /**
                     * Decodes a Clawback message from the specified reader or buffer.
                     * @param reader Reader or buffer to decode from
                     * @param [length] Message length if known beforehand
                     * @returns Clawback
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.PayoutResponse.Clawback;
                }

                /** Properties of a Meta. */
                interface IMeta {

                    /** Meta apiVersion */
                    apiVersion?: (string|null);
                }

                /** Represents a Meta. */
                class Meta implements IMeta {

                    /**
                     * Constructs a new Meta.
                     * @param [properties] Properties to set
                     */
                    constructor(properties?: parasol.travel.v1.PayoutResponse.IMeta);

                    /** Meta apiVersion. */
                    public apiVersion?: (string|null);

                    /**
                     * Encodes the specified Meta message. Does not implicitly {@link parasol.travel.v1.PayoutResponse.Meta.verify|verify} messages.
                     * @param message Meta message or plain object to encode
                     * @param [writer] Writer to encode to
                     * @returns Writer
                     */
                    public static encode(message: parasol.travel.v1.PayoutResponse.IMeta, writer?: $protobuf.Writer): $protobuf.Writer;

                    /**
                     * Decodes a Meta message from the specified reader or buffer.
                     * @param reader Reader or buffer to decode from
                     * @param [length] Message length if known beforehand
                     * @returns Meta
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.PayoutResponse.Meta;
                }
            }

            /** Properties of a PayoutsRequest. */
            interface IPayoutsRequest {

                /** PayoutsRequest limit */
                limit?: (number|null);

                /** PayoutsRequest cursor */
                cursor?: (string|null);
            }

            /** Represents a PayoutsRequest. */
            class PayoutsRequest implements IPayoutsRequest {

                /**
                 * Constructs a new PayoutsRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.IPayoutsRequest);

                /** PayoutsRequest limit. */
                public limit?: (number|null);

                /** PayoutsRequest cursor. */
                public cursor?: (string|null);

                /**
                 * Encodes the specified PayoutsRequest message. Does not implicitly {@link parasol.travel.v1.PayoutsRequest.verify|verify} messages.
                 * @param message PayoutsRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.IPayoutsRequest, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a PayoutsRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns PayoutsRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.PayoutsRequest;
            }

            /** Properties of a PayoutsResponse. */
            interface IPayoutsResponse {

                /** PayoutsResponse ok */
                ok?: (boolean|null);

                /** PayoutsResponse mode */
                mode?: (string|null);

                /** PayoutsResponse partner */
                partner?: (string|null);

                /** PayoutsResponse payouts */
                payouts?: (parasol.travel.v1.IPayout[]|null);

                /** PayoutsResponse next */
                next?: (string|null);

                /** PayoutsResponse meta */
                meta?: (parasol.travel.v1.PayoutsResponse.IMeta|null);
            }

            /** Represents a PayoutsResponse. */
            class PayoutsResponse implements IPayoutsResponse {

                /**
                 * Constructs a new PayoutsResponse.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.IPayoutsResponse);

                /** PayoutsResponse ok. */
                public ok?: (boolean|null);

                /** PayoutsResponse mode. */
                public mode?: (string|null);

                /** PayoutsResponse partner. */
                public partner?: (string|null);

                /** PayoutsResponse payouts. */
                public payouts: parasol.travel.v1.IPayout[];

                /** PayoutsResponse next. */
                public next?: (string|null);

                /** PayoutsResponse meta. */
                public meta?: (parasol.travel.v1.PayoutsResponse.IMeta|null);

                /**
                 * Encodes the specified PayoutsResponse message. Does not implicitly {@link parasol.travel.v1.PayoutsResponse.verify|verify} messages.
                 * @param message PayoutsResponse message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.IPayoutsResponse, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a PayoutsResponse message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns PayoutsResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.PayoutsResponse;
            }

            namespace PayoutsResponse {

                /** Properties of a Meta. */
                interface IMeta {

                    /** Meta apiVersion */
                    apiVersion?: (string|null);
                }

                /** Represents a Meta. */
                class Meta implements IMeta {

                    /**
                     * Constructs a new Meta.
                     * @param [properties] Properties to set
                     */
                    constructor(properties?: parasol.travel.v1.PayoutsResponse.IMeta);

                    /** Meta apiVersion. */
                    public apiVersion?: (string|null);

                    /**
                     * Encodes the specified Meta message. Does not implicitly {@link parasol.travel.v1.PayoutsResponse.Meta.verify|verify} messages.
                     * @param message Meta message or plain object to encode
                     * @param [writer] Writer to encode to
                     * @returns Writer
                     */
                    public static encode(message: parasol.travel.v1.PayoutsResponse.IMeta, writer?: $protobuf.Writer): $protobuf.Writer;

                    /**
                     * Decodes a Meta message from the specified reader or buffer.
                     * @param reader Reader or buffer to decode from
                     * @param [length] Message length if known beforehand
                     * @returns Meta
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.PayoutsResponse.Meta;
                }
            }

            /** Properties of a PostbackRequest. */
            interface IPostbackRequest {

                /** PostbackRequest ref */
                ref?: (string|null);

                /** PostbackRequest externalOrderId */
                externalOrderId?: (string|null);

                /** PostbackRequest amount */
                amount?: (google.type.IDecimal|null);

                /** PostbackRequest commission */
                commission?: (google.type.IDecimal|null);

                /** PostbackRequest subscriptionId */
                subscriptionId?: (string|null);

                /** PostbackRequest currency */
                currency?: (string|null);

                /** PostbackRequest status */
                status?: (string|null);

                /** PostbackRequest partnerFeeAmount */
                partnerFeeAmount?: (google.type.IDecimal|null);

                /** PostbackRequest contractVersion */
                contractVersion?: (string|null);
            }

            /** Represents a PostbackRequest. */
            class PostbackRequest implements IPostbackRequest {

                /**
                 * Constructs a new PostbackRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.IPostbackRequest);

                /** PostbackRequest ref. */
                public ref?: (string|null);

                /** PostbackRequest externalOrderId. */
                public externalOrderId?: (string|null);

                /** PostbackRequest amount. */
                public amount?: (google.type.IDecimal|null);

                /** PostbackRequest commission. */
                public commission?: (google.type.IDecimal|null);

                /** PostbackRequest subscriptionId. */
                public subscriptionId?: (string|null);

                /** PostbackRequest currency. */
                public currency?: (string|null);

                /** PostbackRequest status. */
                public status?: (string|null);

                /** PostbackRequest partnerFeeAmount. */
                public partnerFeeAmount?: (google.type.IDecimal|null);

                /** PostbackRequest contractVersion. */
                public contractVersion?: (string|null);

                /**
                 * Encodes the specified PostbackRequest message. Does not implicitly {@link parasol.travel.v1.PostbackRequest.verify|verify} messages.
                 * @param message PostbackRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.IPostbackRequest, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a PostbackRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns PostbackRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.PostbackRequest;
            }

            /** Properties of a PostbackResponse. */
            interface IPostbackResponse {

                /** PostbackResponse ok */
                ok?: (boolean|null);

                /** PostbackResponse mode */
                mode?: (string|null);

                /** PostbackResponse outcome */
                outcome?: (string|null);

                /** PostbackResponse sale */
                sale?: (parasol.travel.v1.ISale|null);

                /** PostbackResponse entries */
                entries?: (parasol.travel.v1.ILedgerEntry[]|null);

                /** PostbackResponse meta */
                meta?: (parasol.travel.v1.PostbackResponse.IMeta|null);
            }

            /** Represents a PostbackResponse. */
            class PostbackResponse implements IPostbackResponse {

                /**
                 * Constructs a new PostbackResponse.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.IPostbackResponse);

                /** PostbackResponse ok. */
                public ok?: (boolean|null);

                /** PostbackResponse mode. */
                public mode?: (string|null);

                /** PostbackResponse outcome. */
                public outcome?: (string|null);

                /** PostbackResponse sale. */
                public sale?: (parasol.travel.v1.ISale|null);

                /** PostbackResponse entries. */
                public entries: parasol.travel.v1.ILedgerEntry[];

                /** PostbackResponse meta. */
                public meta?: (parasol.travel.v1.PostbackResponse.IMeta|null);

                /**
                 * Encodes the specified PostbackResponse message. Does not implicitly {@link parasol.travel.v1.PostbackResponse.verify|verify} messages.
                 * @param message PostbackResponse message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.IPostbackResponse, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a PostbackResponse message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns PostbackResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.PostbackResponse;
            }

            namespace PostbackResponse {

                /** Properties of a Meta. */
                interface IMeta {

                    /** Meta apiVersion */
                    apiVersion?: (string|null);

                    /** Meta warnings */
                    warnings?: (string[]|null);

                    /** Meta unknownFields */
                    unknownFields?: (string[]|null);

                    /** Meta contractVersion */
                    contractVersion?: (string|null);
                }

                /** Represents a Meta. */
                class Meta implements IMeta {

                    /**
                     * Constructs a new Meta.
                     * @param [properties] Properties to set
                     */
                    constructor(properties?: parasol.travel.v1.PostbackResponse.IMeta);

                    /** Meta apiVersion. */
                    public apiVersion?: (string|null);

                    /** Meta warnings. */
                    public warnings: string[];

                    /** Meta unknownFields. */
                    public unknownFields: string[];

                    /** Meta contractVersion. */
                    public contractVersion?: (string|null);

                    /**
                     * Encodes the specified Meta message. Does not implicitly {@link parasol.travel.v1.PostbackResponse.Meta.verify|verify} messages.
                     * @param message Meta message or plain object to encode
                     * @param [writer] Writer to encode to
                     * @returns Writer
                     */
                    public static encode(message: parasol.travel.v1.PostbackResponse.IMeta, writer?: $protobuf.Writer): $protobuf.Writer;

                    /**
                     * Decodes a Meta message from the specified reader or buffer.
                     * @param reader Reader or buffer to decode from
                     * @param [length] Message length if known beforehand
                     * @returns Meta
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.PostbackResponse.Meta;
                }
            }

            /** Properties of a QuoteRequest. */
            interface IQuoteRequest {

                /** QuoteRequest trip */
                trip?: (parasol.travel.v1.ITrip|null);

                /** QuoteRequest tripInfo */
                tripInfo?: (parasol.travel.v1.ITrip|null);

                /** QuoteRequest sessionId */
                sessionId?: (string|null);

                /** QuoteRequest language */
                language?: (string|null);
            }

            /** Represents a QuoteRequest. */
            class QuoteRequest implements IQuoteRequest {

                /**
                 * Constructs a new QuoteRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.IQuoteRequest);

                /** QuoteRequest trip. */
                public trip?: (parasol.travel.v1.ITrip|null);

                /** QuoteRequest tripInfo. */
                public tripInfo?: (parasol.travel.v1.ITrip|null);

                /** QuoteRequest sessionId. */
                public sessionId?: (string|null);

                /** QuoteRequest language. */
                public language?: (string|null);

                /**
                 * Encodes the specified QuoteRequest message. Does not implicitly {@link parasol.travel.v1.QuoteRequest.verify|verify} messages.
                 * @param message QuoteRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.IQuoteRequest, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a QuoteRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns QuoteRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.QuoteRequest;
            }

            /** Properties of a QuoteResponse. */
            interface IQuoteResponse {

                /** QuoteResponse ok */
                ok?: (boolean|null);

                /** QuoteResponse mode */
                mode?: (string|null);

                /** QuoteResponse sessionId */
                sessionId?: (string|null);

                /** QuoteResponse offers */
                offers?: (parasol.travel.v1.IOffer[]|null);

                /** QuoteResponse unpricedCount */
                unpricedCount?: (number|null);

                /** QuoteResponse redirectOnlyCount */
                redirectOnlyCount?: (number|null);

                /** QuoteResponse nearMissCount */
                nearMissCount?: (number|null);

                /** QuoteResponse trip */
                trip?: (parasol.travel.v1.INormalisedTrip|null);

                /** QuoteResponse quote */
                quote?: (parasol.travel.v1.QuoteResponse.IQuote|null);

                /** QuoteResponse meta */
                meta?: (parasol.travel.v1.QuoteResponse.IMeta|null);
            }

            /** Represents a QuoteResponse. */
            class QuoteResponse implements IQuoteResponse {

                /**
                 * Constructs a new QuoteResponse.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.IQuoteResponse);

                /** QuoteResponse ok. */
                public ok?: (boolean|null);

                /** QuoteResponse mode. */
                public mode?: (string|null);

                /** QuoteResponse sessionId. */
                public sessionId?: (string|null);

                /** QuoteResponse offers. */
                public offers: parasol.travel.v1.IOffer[];

                /** QuoteResponse unpricedCount. */
                public unpricedCount?: (number|null);

                /** QuoteResponse redirectOnlyCount. */
                public redirectOnlyCount?: (number|null);

                /** QuoteResponse nearMissCount. */
                public nearMissCount?: (number|null);

                /** QuoteResponse trip. */
                public trip?: (parasol.travel.v1.INormalisedTrip|null);

                /** QuoteResponse quote. */
                public quote?: (parasol.travel.v1.QuoteResponse.IQuote|null);

                /** QuoteResponse meta. */
                public meta?: (parasol.travel.v1.QuoteResponse.IMeta|null);

                /**
                 * Encodes the specified QuoteResponse message. Does not implicitly {@link parasol.travel.v1.QuoteResponse.verify|verify} messages.
                 * @param message QuoteResponse message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.IQuoteResponse, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a QuoteResponse message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns QuoteResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.QuoteResponse;
            }

            namespace QuoteResponse {

                /** Properties of a Quote. */
                interface IQuote {

                    /** Quote mode */
                    mode?: (string|null);

                    /** Quote days */
                    days?: (number|null);

                    /** Quote travellers */
                    travellers?: (number|null);

                    /** Quote expiresAt */
                    expiresAt?: (string|null);
                }

                /** Represents a Quote. */
                class Quote implements IQuote {

                    /**
                     * Constructs a new Quote.
                     * @param [properties] Properties to set
                     */
                    constructor(properties?: parasol.travel.v1.QuoteResponse.IQuote);

                    /** Quote mode. */
                    public mode?: (string|null);

                    /** Quote days. */
                    public days?: (number|null);

                    /** Quote travellers. */
                    public travellers?: (number|null);

                    /** Quote expiresAt. */
                    public expiresAt?: (string|null);

                    /**
                     * Encodes the specified Quote message. Does not implicitly {@link parasol.travel.v1.QuoteResponse.Quote.verify|verify} messages.
                     * @param message Quote message or plain object to encode
                     * @param [writer] Writer to encode to
                     * @returns Writer
                     */
                    public static encode(message: parasol.travel.v1.QuoteResponse.IQuote, writer?: $protobuf.Writer): $protobuf.Writer;

                    /**
                     * Decodes a Quote message from the specified reader or buffer.
                     * @param reader Reader or buffer to decode from
                     * @param [length] Message length if known beforehand
                     * @returns Quote
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.QuoteResponse.Quote;
                }

                /** Properties of a Meta. */
                interface IMeta {

                    /** Meta apiVersion */
                    apiVersion?: (string|null);

                    /** Meta warnings */
                    warnings?: (string[]|null);

                    /** Meta unknownFields */
                    unknownFields?: (string[]|null);

                    /** Meta language */
                    language?: (string|null);

                    /** Meta servedLanguage */
                    servedLanguage?: (string|null);

                    /** Meta notice */
                    notice?: (string|null);

                    /** Meta partnerFee */
                    partnerFee?: (parasol.travel.v1.QuoteResponse.Meta.IPartnerFee|null);
                }

                /** Represents a Meta. */
                class Meta implements IMeta {

                    /**
                     * Constructs a new Meta.
                     * @param [properties] Properties to set
                     */
                    constructor(properties?: parasol.travel.v1.QuoteResponse.IMeta);

                    /** Meta apiVersion. */
                    public apiVersion?: (string|null);

                    /** Meta warnings. */
                    public warnings: string[];

                    /** Meta unknownFields. */
                    public unknownFields: string[];

                    /** Meta language. */
                    public language?: (string|null);

                    /** Meta servedLanguage. */
                    public servedLanguage?: (string|null);

                    /** Meta notice. */
                    public notice?: (string|null);

                    /** Meta partnerFee. */
                    public partnerFee?: (parasol.travel.v1.QuoteResponse.Meta.IPartnerFee|null);

                    /**
                     * Encodes the specified Meta message. Does not implicitly {@link parasol.travel.v1.QuoteResponse.Meta.verify|verify} messages.
                     * @param message Meta message or plain object to encode
                     * @param [writer] Writer to encode to
                     * @returns Writer
                     */
                    public static encode(message: parasol.travel.v1.QuoteResponse.IMeta, writer?: $protobuf.Writer): $protobuf.Writer;

                    /**
                     * Decodes a Meta message from the specified reader or buffer.
                     * @param reader Reader or buffer to decode from
                     * @param [length] Message length if known beforehand
                     * @returns Meta
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.QuoteResponse.Meta;
                }

                namespace Meta {

                    /** Properties of a PartnerFee. */
                    interface IPartnerFee {

                        /** PartnerFee feeBps */
                        feeBps?: (number|null);

                        /** PartnerFee upliftBps */
                        upliftBps?: (number|null);

                        /** PartnerFee commissionBps */
                        commissionBps?: (number|null);
                    }

                    /** Represents a PartnerFee. */
                    class PartnerFee implements IPartnerFee {

                        /**
                         * Constructs a new PartnerFee.
                         * @param [properties] Properties to set
                         */
                        constructor(properties?: parasol.travel.v1.QuoteResponse.Meta.IPartnerFee);

                        /** PartnerFee feeBps. */
                        public feeBps?: (number|null);

                        /** PartnerFee upliftBps. */
                        public upliftBps?: (number|null);

                        /** PartnerFee commissionBps. */
                        public commissionBps?: (number|null);

                        /**
                         * Encodes the specified PartnerFee message. Does not implicitly {@link parasol.travel.v1.QuoteResponse.Meta.PartnerFee.verify|verify} messages.
                         * @param message PartnerFee message or plain object to encode
                         * @param [writer] Writer to encode to
                         * @returns Writer
                         */
                        public static encode(message: parasol.travel.v1.QuoteResponse.Meta.IPartnerFee, writer?: $protobuf.Writer): $protobuf.Writer;

                        /**
                         * Decodes a PartnerFee message from the specified reader or buffer.
                         * @param reader Reader or buffer to decode from
                         * @param [length] Message length if known beforehand
                         * @returns PartnerFee
                         * @throws {Error} If the payload is not a reader or valid buffer
                         * @throws {$protobuf.util.ProtocolError} If required fields are missing
                         */
                        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.QuoteResponse.Meta.PartnerFee;
                    }
                }
            }

            /** Properties of a ResendWebhookDeliveryRequest. */
            interface IResendWebhookDeliveryRequest {

                /** ResendWebhookDeliveryRequest id */
                id?: (string|null);
            }

            /** Represents a ResendWebhookDeliveryRequest. */
            class ResendWebhookDeliveryRequest implements IResendWebhookDeliveryRequest {

                /**
                 * Constructs a new ResendWebhookDeliveryRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.IResendWebhookDeliveryRequest);

                /** ResendWebhookDeliveryRequest id. */
                public id?: (string|null);

                /**
                 * Encodes the specified ResendWebhookDeliveryRequest message. Does not implicitly {@link parasol.travel.v1.ResendWebhookDeliveryRequest.verify|verify} messages.
                 * @param message ResendWebhookDeliveryRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.IResendWebhookDeliveryRequest, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a ResendWebhookDeliveryRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns ResendWebhookDeliveryRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.ResendWebhookDeliveryRequest;
            }

            /** Properties of a RotateWebhookSecretRequest. */
            interface IRotateWebhookSecretRequest {

                /** RotateWebhookSecretRequest id */
                id?: (string|null);
            }

            /** Represents a RotateWebhookSecretRequest. */
            class RotateWebhookSecretRequest implements IRotateWebhookSecretRequest {

                /**
                 * Constructs a new RotateWebhookSecretRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.IRotateWebhookSecretRequest);

                /** RotateWebhookSecretRequest id. */
                public id?: (string|null);

                /**
                 * Encodes the specified RotateWebhookSecretRequest message. Does not implicitly {@link parasol.travel.v1.RotateWebhookSecretRequest.verify|verify} messages.
                 * @param message RotateWebhookSecretRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.IRotateWebhookSecretRequest, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a RotateWebhookSecretRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns RotateWebhookSecretRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.RotateWebhookSecretRequest;
            }

            /** Properties of a Sale. */
            interface ISale {

                /** Sale saleId */
                saleId?: (string|null);

                /** Sale externalOrderId */
                externalOrderId?: (string|null);

                /** Sale ref */
                ref?: (string|null);

                /** Sale origin */
                origin?: (string|null);

                /** Sale status */
                status?: (string|null);

                /** Sale currency */
                currency?: (string|null);

                /** Sale amount */
                amount?: (google.type.IDecimal|null);

                /** Sale amountMinor */
                amountMinor?: (number|null);

                /** Sale commission */
                commission?: (google.type.IDecimal|null);

                /** Sale commissionMinor */
                commissionMinor?: (number|null);

                /** Sale partnerFeeAmount */
                partnerFeeAmount?: (google.type.IDecimal|null);

                /** Sale commissionBps */
                commissionBps?: (number|null);

                /** Sale upliftBps */
                upliftBps?: (number|null);

                /** Sale marginBps */
                marginBps?: (number|null);

                /** Sale subscriptionId */
                subscriptionId?: (string|null);

                /** Sale contractVersion */
                contractVersion?: (string|null);

                /** Sale bookedAt */
                bookedAt?: (string|null);

                /** Sale autoValidatesAt */
                autoValidatesAt?: (string|null);

                /** Sale validatedAt */
                validatedAt?: (string|null);

                /** Sale cancelledAt */
                cancelledAt?: (string|null);
            }

            /** Represents a Sale. */
            class Sale implements ISale {

                /**
                 * Constructs a new Sale.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.ISale);

                /** Sale saleId. */
                public saleId?: (string|null);

                /** Sale externalOrderId. */
                public externalOrderId?: (string|null);

                /** Sale ref. */
                public ref?: (string|null);

                /** Sale origin. */
                public origin?: (string|null);

                /** Sale status. */
                public status?: (string|null);

                /** Sale currency. */
                public currency?: (string|null);

                /** Sale amount. */
                public amount?: (google.type.IDecimal|null);

                /** Sale amountMinor. */
                public amountMinor?: (number|null);

                /** Sale commission. */
                public commission?: (google.type.IDecimal|null);

                /** Sale commissionMinor. */
                public commissionMinor?: (number|null);

                /** Sale partnerFeeAmount. */
                public partnerFeeAmount?: (google.type.IDecimal|null);

                /** Sale commissionBps. */
                public commissionBps?: (number|null);

                /** Sale upliftBps. */
                public upliftBps?: (number|null);

                /** Sale marginBps. */
                public marginBps?: (number|null);

                /** Sale subscriptionId. */
                public subscriptionId?: (string|null);

                /** Sale contractVersion. */
                public contractVersion?: (string|null);

                /** Sale bookedAt. */
                public bookedAt?: (string|null);

                /** Sale autoValidatesAt. */
                public autoValidatesAt?: (string|null);

                /** Sale validatedAt. */
                public validatedAt?: (string|null);

                /** Sale cancelledAt. */
                public cancelledAt?: (string|null);

                /**
                 * Encodes the specified Sale message. Does not implicitly {@link parasol.travel.v1.Sale.verify|verify} messages.
                 * @param message Sale message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.ISale, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a Sale message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns Sale
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.Sale;
            }

            /** Properties of a StatementRequest. */
            interface IStatementRequest {

                /** StatementRequest status */
                status?: (string|null);

                /** StatementRequest from */
                from?: (string|null);

                /** StatementRequest to */
                to?: (string|null);

                /** StatementRequest limit */
                limit?: (number|null);

                /** StatementRequest cursor */
                cursor?: (string|null);
            }

            /** Represents a StatementRequest. */
            class StatementRequest implements IStatementRequest {

                /**
                 * Constructs a new StatementRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.IStatementRequest);

                /** StatementRequest status. */
                public status?: (string|null);

                /** StatementRequest from. */
                public from?: (string|null);

                /** StatementRequest to. */
                public to?: (string|null);

                /** StatementRequest limit. */
                public limit?: (number|null);

                /** StatementRequest cursor. */
                public cursor?: (string|null);

                /**
                 * Encodes the specified StatementRequest message. Does not implicitly {@link parasol.travel.v1.StatementRequest.verify|verify} messages.
                 * @param message StatementRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.IStatementRequest, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a StatementRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns StatementRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.StatementRequest;
            }

            /** Properties of a StatementResponse. */
            interface IStatementResponse {

                /** StatementResponse ok */
                ok?: (boolean|null);

                /** StatementResponse mode */
                mode?: (string|null);

                /** StatementResponse partner */
                partner?: (string|null);

                /** StatementResponse asOf */
                asOf?: (string|null);

                /** StatementResponse sales */
                sales?: (parasol.travel.v1.ISale[]|null);

                /** StatementResponse next */
                next?: (string|null);

                /** StatementResponse balances */
                balances?: (parasol.travel.v1.StatementResponse.IBalance[]|null);

                /** StatementResponse meta */
                meta?: (parasol.travel.v1.StatementResponse.IMeta|null);
            }

            /** Represents a StatementResponse. */
            class StatementResponse implements IStatementResponse {

                /**
                 * Constructs a new StatementResponse.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.IStatementResponse);

                /** StatementResponse ok. */
                public ok?: (boolean|null);

                /** StatementResponse mode. */
                public mode?: (string|null);

                /** StatementResponse partner. */
                public partner?: (string|null);

                /** StatementResponse asOf. */
                public asOf?: (string|null);

                /** StatementResponse sales. */
                public sales: parasol.travel.v1.ISale[];

                /** StatementResponse next. */
                public next?: (string|null);

                /** StatementResponse balances. */
                public balances: parasol.travel.v1.StatementResponse.IBalance[];

                /** StatementResponse meta. */
                public meta?: (parasol.travel.v1.StatementResponse.IMeta|null);

                /**
                 * Encodes the specified StatementResponse message. Does not implicitly {@link parasol.travel.v1.StatementResponse.verify|verify} messages.
                 * @param message StatementResponse message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.IStatementResponse, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a StatementResponse message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns StatementResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.StatementResponse;
            }

            namespace StatementResponse {

                /** Properties of a Balance. */
                interface IBalance {

                    /** Balance currency */
                    currency?: (string|null);

                    /** Balance owed */
                    owed?: (google.type.IDecimal|null);

                    /** Balance owedMinor */
                    owedMinor?: (number|null);

                    /** Balance validated */
                    validated?: (google.type.IDecimal|null);

                    /** Balance validatedMinor */
                    validatedMinor?: (number|null);

                    /** Balance pending */
                    pending?: (google.type.IDecimal|null);

                    /** Balance pendingMinor */
                    pendingMinor?: (number|null);

                    /** Balance notYetPayable */
                    notYetPayable?: (google.type.IDecimal|null);

                    /** Balance notYetPayableMinor */
                    notYetPayableMinor?: (number|null);

                    /** Balance payable */
                    payable?: (google.type.IDecimal|null);

                    /** Balance payableMinor */
                    payableMinor?: (number|null);

                    /** Balance inPayout */
                    inPayout?: (google.type.IDecimal|null);

                    /** Balance inPayoutMinor */
                    inPayoutMinor?: (number|null);

                    /** Balance paid */
                    paid?: (google.type.IDecimal|null);

                    /** Balance paidMinor */
                    paidMinor?: (number|null);

                    /** Balance owedBack */
                    owedBack?: (google.type.IDecimal|null);

                    /** Balance owedBackMinor */
                    owedBackMinor?: (number|null);
                }

                /** Represents a Balance. */
                class Balance implements IBalance {

                    /**
                     * Constructs a new Balance.
                     * @param [properties] Properties to set
                     */
                    constructor(properties?: parasol.travel.v1.StatementResponse.IBalance);

                    /** Balance currency. */
                    public currency?: (string|null);

                    /** Balance owed. */
                    public owed?: (google.type.IDecimal|null);

                    /** Balance owedMinor. */
                    public owedMinor?: (number|null);

                    /** Balance validated. */
                    public validated?: (google.type.IDecimal|null);

                    /** Balance validatedMinor. */
                    public validatedMinor?: (number|null);

                    /** Balance pending. */
                    public pending?: (google.type.IDecimal|null);

                    /** Balance pendingMinor. */
                    public pendingMinor?: (number|null);

                    /** Balance notYetPayable. */
                    public notYetPayable?: (google.type.IDecimal|null);

                    /** Balance notYetPayableMinor. */
                    public notYetPayableMinor?: (number|null);

                    /** Balance payable. */
                    public payable?: (google.type.IDecimal|null);

                    /** Balance payableMinor. */
                    public payableMinor?: (number|null);

                    /** Balance inPayout. */
                    public inPayout?: (google.type.IDecimal|null);

                    /** Balance inPayoutMinor. */
                    public inPayoutMinor?: (number|null);

                    /** Balance paid. */
                    public paid?: (google.type.IDecimal|null);

                    /** Balance paidMinor. */
                    public paidMinor?: (number|null);

                    /** Balance owedBack. */
                    public owedBack?: (google.type.IDecimal|null);

                    /** Balance owedBackMinor. */
                    public owedBackMinor?: (number|null);

                    /**
                     * Encodes the specified Balance message. Does not implicitly {@link parasol.travel.v1.StatementResponse.Balance.verify|verify} messages.
                     * @param message Balance message or plain object to encode
                     * @param [writer] Writer to encode to
                     * @returns Writer
                     */
                    public static encode(message: parasol.travel.v1.StatementResponse.IBalance, writer?: $protobuf.Writer): $protobuf.Writer;

                    /**
                     * Decodes a Balance message from the specified reader or buffer.
                     * @param reader Reader or buffer to decode from
                     * @param [length] Message length if known beforehand
                     * @returns Balance
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.StatementResponse.Balance;
                }

                /** Properties of a Meta. */
                interface IMeta {

                    /** Meta apiVersion */
                    apiVersion?: (string|null);
                }

                /** Represents a Meta. */
                class Meta implements IMeta {

                    /**
                     * Constructs a new Meta.
                     * @param [properties] Properties to set
                     */
                    constructor(properties?: parasol.travel.v1.StatementResponse.IMeta);

                    /** Meta apiVersion. */
                    public apiVersion?: (string|null);

                    /**
                     * Encodes the specified Meta message. Does not implicitly {@link parasol.travel.v1.StatementResponse.Meta.verify|verify} messages.
                     * @param message Meta message or plain object to encode
                     * @param [writer] Writer to encode to
                     * @returns Writer
                     */
                    public static encode(message: parasol.travel.v1.StatementResponse.IMeta, writer?: $protobuf.Writer): $protobuf.Writer;

                    /**
                     * Decodes a Meta message from the specified reader or buffer.
                     * @param reader Reader or buffer to decode from
                     * @param [length] Message length if known beforehand
                     * @returns Meta
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.StatementResponse.Meta;
                }
            }

            /** Properties of a TestWebhookEndpointRequest. */
            interface ITestWebhookEndpointRequest {

                /** TestWebhookEndpointRequest id */
                id?: (string|null);
            }

            /** Represents a TestWebhookEndpointRequest. */
            class TestWebhookEndpointRequest implements ITestWebhookEndpointRequest {

                /**
                 * Constructs a new TestWebhookEndpointRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.ITestWebhookEndpointRequest);

                /** TestWebhookEndpointRequest id. */
                public id?: (string|null);

                /**
                 * Encodes the specified TestWebhookEndpointRequest message. Does not implicitly {@link parasol.travel.v1.TestWebhookEndpointRequest.verify|verify} messages.
                 * @param message TestWebhookEndpointRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.ITestWebhookEndpointRequest, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a TestWebhookEndpointRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns TestWebhookEndpointRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.TestWebhookEndpointRequest;
            }

            /** Properties of a Traveller. */
            interface ITraveller {

                /** Traveller age */
                age?: (number|null);
            }

            /** Represents a Traveller. */
            class Traveller implements ITraveller {

                /**
                 * Constructs a new Traveller.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.ITraveller);

                /** Traveller age. */
                public age?: (number|null);

                /**
                 * Encodes the specified Traveller message. Does not implicitly {@link parasol.travel.v1.Traveller.verify|verify} messages.
                 * @param message Traveller message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.ITraveller, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a Traveller message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns Traveller
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.Traveller;
            }

            /** Properties of a Trip. */
            interface ITrip {

                /** Trip intent */
                intent?: (string|null);

                /** Trip startDate */
                startDate?: (string|null);

                /** Trip endDate */
                endDate?: (string|null);

                /** Trip countryResidence */
                countryResidence?: (string|null);

                /** Trip stateResidence */
                stateResidence?: (string|null);

                /** Trip arrivalCountries */
                arrivalCountries?: (string[]|null);

                /** Trip travellers */
                travellers?: (parasol.travel.v1.ITraveller[]|null);

                /** Trip tripPrice */
                tripPrice?: (google.type.IDecimal|null);

                /** Trip studiesAmount */
                studiesAmount?: (google.type.IDecimal|null);

                /** Trip currency */
                currency?: (string|null);

                /** Trip shouldCoverCancellation */
                shouldCoverCancellation?: (boolean|null);

                /** Trip shouldCoverExtremeSports */
                shouldCoverExtremeSports?: (boolean|null);

                /** Trip isAnnual */
                isAnnual?: (boolean|null);
            }

            /** Represents a Trip. */
            class Trip implements ITrip {

                /**
                 * Constructs a new Trip.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.ITrip);

                /** Trip intent. */
                public intent?: (string|null);

                /** Trip startDate. */
                public startDate?: (string|null);

                /** Trip endDate. */
                public endDate?: (string|null);

                /** Trip countryResidence. */
                public countryResidence?: (string|null);

                /** Trip stateResidence. */
                public stateResidence?: (string|null);

                /** Trip arrivalCountries. */
                public arrivalCountries: string[];

                /** Trip travellers. */
                public travellers: parasol.travel.v1.ITraveller[];

                /** Trip tripPrice. */
                public tripPrice?: (google.type.IDecimal|null);

                /** Trip studiesAmount. */
                public studiesAmount?: (google.type.IDecimal|null);

                /** Trip currency. */
                public currency?: (string|null);

                /** Trip shouldCoverCancellation. */
                public shouldCoverCancellation?: (boolean|null);

                /** Trip shouldCoverExtremeSports. */
                public shouldCoverExtremeSports?: (boolean|null);

                /** Trip isAnnual. */
                public isAnnual?: (boolean|null);

                /**
                 * Encodes the specified Trip message. Does not implicitly {@link parasol.travel.v1.Trip.verify|verify} messages.
                 * @param message Trip message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.ITrip, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a Trip message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns Trip
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.Trip;
            }

            /** Properties of a WebhookDeliveriesRequest. */
            interface IWebhookDeliveriesRequest {

                /** WebhookDeliveriesRequest endpoint */
                endpoint?: (string|null);

                /** WebhookDeliveriesRequest type */
                type?: (string|null);

                /** WebhookDeliveriesRequest status */
                status?: (string|null);

                /** WebhookDeliveriesRequest limit */
                limit?: (number|null);

                /** WebhookDeliveriesRequest cursor */
                cursor?: (string|null);
            }

            /** Represents a WebhookDeliveriesRequest. */
            class WebhookDeliveriesRequest implements IWebhookDeliveriesRequest {

                /**
                 * Constructs a new WebhookDeliveriesRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.IWebhookDeliveriesRequest);

                /** WebhookDeliveriesRequest endpoint. */
                public endpoint?: (string|null);

                /** WebhookDeliveriesRequest type. */
                public type?: (string|null);

                /** WebhookDeliveriesRequest status. */
                public status?: (string|null);

                /** WebhookDeliveriesRequest limit. */
                public limit?: (number|null);

                /** WebhookDeliveriesRequest cursor. */
                public cursor?: (string|null);

                /**
                 * Encodes the specified WebhookDeliveriesRequest message. Does not implicitly {@link parasol.travel.v1.WebhookDeliveriesRequest.verify|verify} messages.
                 * @param message WebhookDeliveriesRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.IWebhookDeliveriesRequest, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a WebhookDeliveriesRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns WebhookDeliveriesRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.WebhookDeliveriesRequest;
            }

            /** Properties of a WebhookDeliveriesResponse. */
            interface IWebhookDeliveriesResponse {

                /** WebhookDeliveriesResponse mode */
                mode?: (string|null);

                /** WebhookDeliveriesResponse deliveries */
                deliveries?: (parasol.travel.v1.IWebhookDelivery[]|null);

                /** WebhookDeliveriesResponse next */
                next?: (string|null);
            }

            /** Represents a WebhookDeliveriesResponse. */
            class WebhookDeliveriesResponse implements IWebhookDeliveriesResponse {

                /**
                 * Constructs a new WebhookDeliveriesResponse.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.IWebhookDeliveriesResponse);

                /** WebhookDeliveriesResponse mode. */
                public mode?: (string|null);

                /** WebhookDeliveriesResponse deliveries. */
                public deliveries: parasol.travel.v1.IWebhookDelivery[];

                /** WebhookDeliveriesResponse next. */
                public next?: (string|null);

                /**
                 * Encodes the specified WebhookDeliveriesResponse message. Does not implicitly {@link parasol.travel.v1.WebhookDeliveriesResponse.verify|verify} messages.
                 * @param message WebhookDeliveriesResponse message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.IWebhookDeliveriesResponse, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a WebhookDeliveriesResponse message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns WebhookDeliveriesResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.WebhookDeliveriesResponse;
            }

            /** Properties of a WebhookDelivery. */
            interface IWebhookDelivery {

                /** WebhookDelivery id */
                id?: (string|null);

                /** WebhookDelivery mode */
                mode?: (string|null);

                /** WebhookDelivery eventId */
                eventId?: (string|null);

                /** WebhookDelivery endpointId */
                endpointId?: (string|null);

                /** WebhookDelivery type */
                type?: (string|null);

                /** WebhookDelivery status */
                status?: (string|null);

                /** WebhookDelivery createdAt */
                createdAt?: (string|null);

                /** WebhookDelivery attempts */
                attempts?: (parasol.travel.v1.WebhookDelivery.IAttempt[]|null);

                /** WebhookDelivery nextAttemptAt */
                nextAttemptAt?: (string|null);

                /** WebhookDelivery failureReason */
                failureReason?: (string|null);
            }

            /** Represents a WebhookDelivery. */
            class WebhookDelivery implements IWebhookDelivery {

                /**
                 * Constructs a new WebhookDelivery.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.IWebhookDelivery);

                /** WebhookDelivery id. */
                public id?: (string|null);

                /** WebhookDelivery mode. */
                public mode?: (string|null);

                /** WebhookDelivery eventId. */
                public eventId?: (string|null);

                /** WebhookDelivery endpointId. */
                public endpointId?: (string|null);

                /** WebhookDelivery type. */
                public type?: (string|null);

                /** WebhookDelivery status. */
                public status?: (string|null);

                /** WebhookDelivery createdAt. */
                public createdAt?: (string|null);

                /** WebhookDelivery attempts. */
                public attempts: parasol.travel.v1.WebhookDelivery.IAttempt[];

                /** WebhookDelivery nextAttemptAt. */
                public nextAttemptAt?: (string|null);

                /** WebhookDelivery failureReason. */
                public failureReason?: (string|null);

                /**
                 * Encodes the specified WebhookDelivery message. Does not implicitly {@link parasol.travel.v1.WebhookDelivery.verify|verify} messages.
                 * @param message WebhookDelivery message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.IWebhookDelivery, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a WebhookDelivery message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns WebhookDelivery
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.WebhookDelivery;
            }

            namespace WebhookDelivery {

                /** Properties of an Attempt. */
                interface IAttempt {

                    /** Attempt at */
                    at?: (string|null);

                    /** Attempt httpStatus */
                    httpStatus?: (number|null);

                    /** Attempt error */
                    error?: (string|null);

                    /** Attempt durationMs */
                    durationMs?: (number|null);
                }

                /** Represents an Attempt. */
                class Attempt implements IAttempt {

                    /**
                     * Constructs a new Attempt.
                     * @param [properties] Properties to set
                     */
                    constructor(properties?: parasol.travel.v1.WebhookDelivery.IAttempt);

                    /** Attempt at. */
                    public at?: (string|null);

                    /** Attempt httpStatus. */
                    public httpStatus?: (number|null);

                    /** Attempt error. */
                    public error?: (string|null);

                    /** Attempt durationMs. */
                    public durationMs?: (number|null);

                    /**
                     * Encodes the specified Attempt message. Does not implicitly {@link parasol.travel.v1.WebhookDelivery.Attempt.verify|verify} messages.
                     * @param message Attempt message or plain object to encode
                     * @param [writer] Writer to encode to
                     * @returns Writer
                     */
                    public static encode(message: parasol.travel.v1.WebhookDelivery.IAttempt, writer?: $protobuf.Writer): $protobuf.Writer;

                    /**
                     * Decodes an Attempt message from the specified reader or buffer.
                     * @param reader Reader or buffer to decode from
                     * @param [length] Message length if known beforehand
                     * @returns Attempt
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.WebhookDelivery.Attempt;
                }
            }

            /** Properties of a WebhookEndpoint. */
            interface IWebhookEndpoint {

                /** WebhookEndpoint id */
                id?: (string|null);

                /** WebhookEndpoint mode */
                mode?: (string|null);

                /** WebhookEndpoint url */
                url?: (string|null);

                /** WebhookEndpoint events */
                events?: (string[]|null);

                /** WebhookEndpoint description */
                description?: (string|null);

                /** WebhookEndpoint status */
                status?: (string|null);

                /** WebhookEndpoint createdAt */
                createdAt?: (string|null);

                /** WebhookEndpoint disabledAt */
                disabledAt?: (string|null);

                /** WebhookEndpoint disabledReason */
                disabledReason?: (string|null);

                /** WebhookEndpoint previousSecretExpiresAt */
                previousSecretExpiresAt?: (string|null);
            }

            /** Represents a WebhookEndpoint. */
            class WebhookEndpoint implements IWebhookEndpoint {

                /**
                 * Constructs a new WebhookEndpoint.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.IWebhookEndpoint);

                /** WebhookEndpoint id. */
                public id?: (string|null);

                /** WebhookEndpoint mode. */
                public mode?: (string|null);

                /** WebhookEndpoint url. */
                public url?: (string|null);

                /** WebhookEndpoint events. */
                public events: string[];

                /** WebhookEndpoint description. */
                public description?: (string|null);

                /** WebhookEndpoint status. */
                public status?: (string|null);

                /** WebhookEndpoint createdAt. */
                public createdAt?: (string|null);

                /** WebhookEndpoint disabledAt. */
                public disabledAt?: (string|null);

                /** WebhookEndpoint disabledReason. */
                public disabledReason?: (string|null);

                /** WebhookEndpoint previousSecretExpiresAt. */
                public previousSecretExpiresAt?: (string|null);

                /**
                 * Encodes the specified WebhookEndpoint message. Does not implicitly {@link parasol.travel.v1.WebhookEndpoint.verify|verify} messages.
                 * @param message WebhookEndpoint message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.IWebhookEndpoint, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a WebhookEndpoint message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns WebhookEndpoint
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.WebhookEndpoint;
            }

            /** Properties of a WebhookEndpointDeletedResponse. */
            interface IWebhookEndpointDeletedResponse {

                /** WebhookEndpointDeletedResponse id */
                id?: (string|null);

                /** WebhookEndpointDeletedResponse deleted */
                deleted?: (boolean|null);
            }

            /** Represents a WebhookEndpointDeletedResponse. */
            class WebhookEndpointDeletedResponse implements IWebhookEndpointDeletedResponse {

                /**
                 * Constructs a new WebhookEndpointDeletedResponse.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.IWebhookEndpointDeletedResponse);

                /** WebhookEndpointDeletedResponse id. */
                public id?: (string|null);

                /** WebhookEndpointDeletedResponse deleted. */
                public deleted?: (boolean|null);

                /**
                 * Encodes the specified WebhookEndpointDeletedResponse message. Does not implicitly {@link parasol.travel.v1.WebhookEndpointDeletedResponse.verify|verify} messages.
                 * @param message WebhookEndpointDeletedResponse message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.IWebhookEndpointDeletedResponse, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a WebhookEndpointDeletedResponse message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns WebhookEndpointDeletedResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.WebhookEndpointDeletedResponse;
            }

            /** Properties of a WebhookEndpointRequest. */
            interface IWebhookEndpointRequest {

                /** WebhookEndpointRequest url */
                url?: (string|null);

                /** WebhookEndpointRequest events */
                events?: (string[]|null);

                /** WebhookEndpointRequest description */
                description?: (string|null);
            }

            /** Represents a WebhookEndpointRequest. */
            class WebhookEndpointRequest implements IWebhookEndpointRequest {

                /**
                 * Constructs a new WebhookEndpointRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.IWebhookEndpointRequest);

                /** WebhookEndpointRequest url. */
                public url?: (string|null);

                /** WebhookEndpointRequest events. */
                public events: string[];

                /** WebhookEndpointRequest description. */
                public description?: (string|null);

                /**
                 * Encodes the specified WebhookEndpointRequest message. Does not implicitly {@link parasol.travel.v1.WebhookEndpointRequest.verify|verify} messages.
                 * @param message WebhookEndpointRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.IWebhookEndpointRequest, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a WebhookEndpointRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns WebhookEndpointRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.WebhookEndpointRequest;
            }

            /** Properties of a WebhookEndpointSecretResponse. */
            interface IWebhookEndpointSecretResponse {

                /** WebhookEndpointSecretResponse id */
                id?: (string|null);

                /** WebhookEndpointSecretResponse mode */
                mode?: (string|null);

                /** WebhookEndpointSecretResponse url */
                url?: (string|null);

                /** WebhookEndpointSecretResponse events */
                events?: (string[]|null);

                /** WebhookEndpointSecretResponse description */
                description?: (string|null);

                /** WebhookEndpointSecretResponse status */
                status?: (string|null);

                /** WebhookEndpointSecretResponse createdAt */
                createdAt?: (string|null);

                /** WebhookEndpointSecretResponse disabledAt */
                disabledAt?: (string|null);

                /** WebhookEndpointSecretResponse disabledReason */
                disabledReason?: (string|null);

                /** WebhookEndpointSecretResponse previousSecretExpiresAt */
                previousSecretExpiresAt?: (string|null);

                /** WebhookEndpointSecretResponse secret */
                secret?: (string|null);
            }

            /** Represents a WebhookEndpointSecretResponse. */
            class WebhookEndpointSecretResponse implements IWebhookEndpointSecretResponse {

                /**
                 * Constructs a new WebhookEndpointSecretResponse.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.IWebhookEndpointSecretResponse);

                /** WebhookEndpointSecretResponse id. */
                public id?: (string|null);

                /** WebhookEndpointSecretResponse mode. */
                public mode?: (string|null);

                /** WebhookEndpointSecretResponse url. */
                public url?: (string|null);

                /** WebhookEndpointSecretResponse events. */
                public events: string[];

                /** WebhookEndpointSecretResponse description. */
                public description?: (string|null);

                /** WebhookEndpointSecretResponse status. */
                public status?: (string|null);

                /** WebhookEndpointSecretResponse createdAt. */
                public createdAt?: (string|null);

                /** WebhookEndpointSecretResponse disabledAt. */
                public disabledAt?: (string|null);

                /** WebhookEndpointSecretResponse disabledReason. */
                public disabledReason?: (string|null);

                /** WebhookEndpointSecretResponse previousSecretExpiresAt. */
                public previousSecretExpiresAt?: (string|null);

                /** WebhookEndpointSecretResponse secret. */
                public secret?: (string|null);

                /**
                 * Encodes the specified WebhookEndpointSecretResponse message. Does not implicitly {@link parasol.travel.v1.WebhookEndpointSecretResponse.verify|verify} messages.
                 * @param message WebhookEndpointSecretResponse message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.IWebhookEndpointSecretResponse, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a WebhookEndpointSecretResponse message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns WebhookEndpointSecretResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.WebhookEndpointSecretResponse;
            }

            /** Properties of a WebhookEndpointsRequest. */
            interface IWebhookEndpointsRequest {
            }

            /** Represents a WebhookEndpointsRequest. */
            class WebhookEndpointsRequest implements IWebhookEndpointsRequest {

                /**
                 * Constructs a new WebhookEndpointsRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.IWebhookEndpointsRequest);

                /**
                 * Encodes the specified WebhookEndpointsRequest message. Does not implicitly {@link parasol.travel.v1.WebhookEndpointsRequest.verify|verify} messages.
                 * @param message WebhookEndpointsRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.IWebhookEndpointsRequest, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a WebhookEndpointsRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns WebhookEndpointsRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.WebhookEndpointsRequest;
            }

            /** Properties of a WebhookEndpointsResponse. */
            interface IWebhookEndpointsResponse {

                /** WebhookEndpointsResponse mode */
                mode?: (string|null);

                /** WebhookEndpointsResponse endpoints */
                endpoints?: (parasol.travel.v1.IWebhookEndpoint[]|null);
            }

            /** Represents a WebhookEndpointsResponse. */
            class WebhookEndpointsResponse implements IWebhookEndpointsResponse {

                /**
                 * Constructs a new WebhookEndpointsResponse.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.travel.v1.IWebhookEndpointsResponse);

                /** WebhookEndpointsResponse mode. */
                public mode?: (string|null);

                /** WebhookEndpointsResponse endpoints. */
                public endpoints: parasol.travel.v1.IWebhookEndpoint[];

                /**
                 * Encodes the specified WebhookEndpointsResponse message. Does not implicitly {@link parasol.travel.v1.WebhookEndpointsResponse.verify|verify} messages.
                 * @param message WebhookEndpointsResponse message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.travel.v1.IWebhookEndpointsResponse, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a WebhookEndpointsResponse message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns WebhookEndpointsResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.WebhookEndpointsResponse;
            }

            /** Namespace wire. */
            namespace wire {

                /** Properties of a QuoteResponse. */
                interface IQuoteResponse {

                    /** QuoteResponse ok */
                    ok?: (boolean|null);

                    /** QuoteResponse mode */
                    mode?: (string|null);

                    /** QuoteResponse sessionId */
                    sessionId?: (string|null);

                    /** QuoteResponse offers */
                    offers?: (Uint8Array[]|null);

                    /** QuoteResponse unpricedCount */
                    unpricedCount?: (number|null);

                    /** QuoteResponse redirectOnlyCount */
                    redirectOnlyCount?: (number|null);

                    /** QuoteResponse nearMissCount */
                    nearMissCount?: (number|null);

                    /** QuoteResponse trip */
                    trip?: (parasol.travel.v1.INormalisedTrip|null);

                    /** QuoteResponse quote */
                    quote?: (parasol.travel.v1.QuoteResponse.IQuote|null);

                    /** QuoteResponse meta */
                    meta?: (parasol.travel.v1.QuoteResponse.IMeta|null);
                }

                /** Represents a QuoteResponse. */
                class QuoteResponse implements IQuoteResponse {

                    /**
                     * Constructs a new QuoteResponse.
                     * @param [properties] Properties to set
                     */
                    constructor(properties?: parasol.travel.v1.wire.IQuoteResponse);

                    /** QuoteResponse ok. */
                    public ok?: (boolean|null);

                    /** QuoteResponse mode. */
                    public mode?: (string|null);

                    /** QuoteResponse sessionId. */
                    public sessionId?: (string|null);

                    /** QuoteResponse offers. */
                    public offers: Uint8Array[];

                    /** QuoteResponse unpricedCount. */
                    public unpricedCount?: (number|null);

                    /** QuoteResponse redirectOnlyCount. */
                    public redirectOnlyCount?: (number|null);

                    /** QuoteResponse nearMissCount. */
                    public nearMissCount?: (number|null);

                    /** QuoteResponse trip. */
                    public trip?: (parasol.travel.v1.INormalisedTrip|null);

                    /** QuoteResponse quote. */
                    public quote?: (parasol.travel.v1.QuoteResponse.IQuote|null);

                    /** QuoteResponse meta. */
                    public meta?: (parasol.travel.v1.QuoteResponse.IMeta|null);

                    /**
                     * Encodes the specified QuoteResponse message. Does not implicitly {@link parasol.travel.v1.wire.QuoteResponse.verify|verify} messages.
                     * @param message QuoteResponse message or plain object to encode
                     * @param [writer] Writer to encode to
                     * @returns Writer
                     */
                    public static encode(message: parasol.travel.v1.wire.IQuoteResponse, writer?: $protobuf.Writer): $protobuf.Writer;

                    /**
                     * Decodes a QuoteResponse message from the specified reader or buffer.
                     * @param reader Reader or buffer to decode from
                     * @param [length] Message length if known beforehand
                     * @returns QuoteResponse
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.travel.v1.wire.QuoteResponse;
                }
            }
        }
    }

    /** Namespace admin. */
    namespace admin {

        /** Namespace v1. */
        namespace v1 {

            /** Properties of a TrackedLink. */
            interface ITrackedLink {

                /** TrackedLink code */
                code?: (string|null);

                /** TrackedLink archived */
                archived?: (boolean|null);

                /** TrackedLink isDefault */
                isDefault?: (boolean|null);
            }

            /** Represents a TrackedLink. */
            class TrackedLink implements ITrackedLink {

                /**
                 * Constructs a new TrackedLink.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.admin.v1.ITrackedLink);

                /** TrackedLink code. */
                public code?: (string|null);

                /** TrackedLink archived. */
                public archived?: (boolean|null);

                /** TrackedLink isDefault. */
                public isDefault?: (boolean|null);

                /**
                 * Encodes the specified TrackedLink message. Does not implicitly {@link parasol.admin.v1.TrackedLink.verify|verify} messages.
                 * @param message TrackedLink message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.admin.v1.ITrackedLink, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a TrackedLink message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns TrackedLink
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.admin.v1.TrackedLink;
            }

            /** Properties of a Partner. */
            interface IPartner {

                /** Partner code */
                code?: (string|null);

                /** Partner status */
                status?: (string|null);

                /** Partner baseRateBps */
                baseRateBps?: (number|null);

                /** Partner commissionBps */
                commissionBps?: (number|null);

                /** Partner links */
                links?: (parasol.admin.v1.ITrackedLink[]|null);

                /** Partner createdAt */
                createdAt?: (string|null);

                /** Partner payoutHoldingDays */
                payoutHoldingDays?: (number|null);

                /** Partner payoutMinimum */
                payoutMinimum?: (google.type.IDecimal|null);
            }

            /** Represents a Partner. */
            class Partner implements IPartner {

                /**
                 * Constructs a new Partner.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.admin.v1.IPartner);

                /** Partner code. */
                public code?: (string|null);

                /** Partner status. */
                public status?: (string|null);

                /** Partner baseRateBps. */
                public baseRateBps?: (number|null);

                /** Partner commissionBps. */
                public commissionBps?: (number|null);

                /** Partner links. */
                public links: parasol.admin.v1.ITrackedLink[];

                /** Partner createdAt. */
                public createdAt?: (string|null);

                /** Partner payoutHoldingDays. */
                public payoutHoldingDays?: (number|null);

                /** Partner payoutMinimum. */
                public payoutMinimum?: (google.type.IDecimal|null);

                /**
                 * Encodes the specified Partner message. Does not implicitly {@link parasol.admin.v1.Partner.verify|verify} messages.
                 * @param message Partner message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.admin.v1.IPartner, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a Partner message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns Partner
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.admin.v1.Partner;
            }

            /** Properties of a CreatePartnerRequest. */
            interface ICreatePartnerRequest {

                /** CreatePartnerRequest code */
                code?: (string|null);

                /** CreatePartnerRequest baseRateBps */
                baseRateBps?: (number|null);

                /** CreatePartnerRequest commissionBps */
                commissionBps?: (number|null);

                /** CreatePartnerRequest status */
                status?: (string|null);

                /** CreatePartnerRequest links */
                links?: (parasol.admin.v1.ITrackedLink[]|null);
            }

            /** Represents a CreatePartnerRequest. */
            class CreatePartnerRequest implements ICreatePartnerRequest {

                /**
                 * Constructs a new CreatePartnerRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.admin.v1.ICreatePartnerRequest);

                /** CreatePartnerRequest code. */
                public code?: (string|null);

                /** CreatePartnerRequest baseRateBps. */
                public baseRateBps?: (number|null);

                /** CreatePartnerRequest commissionBps. */
                public commissionBps?: (number|null);

                /** CreatePartnerRequest status. */
                public status?: (string|null);

                /** CreatePartnerRequest links. */
                public links: parasol.admin.v1.ITrackedLink[];

                /**
                 * Encodes the specified CreatePartnerRequest message. Does not implicitly {@link parasol.admin.v1.CreatePartnerRequest.verify|verify} messages.
                 * @param message CreatePartnerRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.admin.v1.ICreatePartnerRequest, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a CreatePartnerRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns CreatePartnerRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.admin.v1.CreatePartnerRequest;
            }

            /** Properties of a PartnerRef. */
            interface IPartnerRef {

                /** PartnerRef code */
                code?: (string|null);
            }

            /** Represents a PartnerRef. */
            class PartnerRef implements IPartnerRef {

                /**
                 * Constructs a new PartnerRef.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.admin.v1.IPartnerRef);

                /** PartnerRef code. */
                public code?: (string|null);

                /**
                 * Encodes the specified PartnerRef message. Does not implicitly {@link parasol.admin.v1.PartnerRef.verify|verify} messages.
                 * @param message PartnerRef message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.admin.v1.IPartnerRef, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a PartnerRef message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns PartnerRef
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.admin.v1.PartnerRef;
            }

            /** Properties of a SetCommissionRequest. */
            interface ISetCommissionRequest {

                /** SetCommissionRequest code */
                code?: (string|null);

                /** SetCommissionRequest commissionBps */
                commissionBps?: (number|null);
            }

            /** Represents a SetCommissionRequest. */
            class SetCommissionRequest implements ISetCommissionRequest {

                /**
                 * Constructs a new SetCommissionRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.admin.v1.ISetCommissionRequest);

                /** SetCommissionRequest code. */
                public code?: (string|null);

                /** SetCommissionRequest commissionBps. */
                public commissionBps?: (number|null);

                /**
                 * Encodes the specified SetCommissionRequest message. Does not implicitly {@link parasol.admin.v1.SetCommissionRequest.verify|verify} messages.
                 * @param message SetCommissionRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.admin.v1.ISetCommissionRequest, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a SetCommissionRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns SetCommissionRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.admin.v1.SetCommissionRequest;
            }

            /** Properties of a SetPayoutTermsRequest. */
            interface ISetPayoutTermsRequest {

                /** SetPayoutTermsRequest code */
                code?: (string|null);

                /** SetPayoutTermsRequest holdingDays */
                holdingDays?: (number|null);

                /** SetPayoutTermsRequest minimum */
                minimum?: (google.type.IDecimal|null);
            }

            /** Represents a SetPayoutTermsRequest. */
            class SetPayoutTermsRequest implements ISetPayoutTermsRequest {

                /**
                 * Constructs a new SetPayoutTermsRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.admin.v1.ISetPayoutTermsRequest);

                /** SetPayoutTermsRequest code. */
                public code?: (string|null);

                /** SetPayoutTermsRequest holdingDays. */
                public holdingDays?: (number|null);

                /** SetPayoutTermsRequest minimum. */
                public minimum?: (google.type.IDecimal|null);

                /**
                 * Encodes the specified SetPayoutTermsRequest message. Does not implicitly {@link parasol.admin.v1.SetPayoutTermsRequest.verify|verify} messages.
                 * @param message SetPayoutTermsRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.admin.v1.ISetPayoutTermsRequest, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a SetPayoutTermsRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns SetPayoutTermsRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.admin.v1.SetPayoutTermsRequest;
            }

            /** Properties of a CreateLinkRequest. */
            interface ICreateLinkRequest {

                /** CreateLinkRequest partnerCode */
                partnerCode?: (string|null);

                /** CreateLinkRequest code */
                code?: (string|null);

                /** CreateLinkRequest isDefault */
                isDefault?: (boolean|null);
            }

            /** Represents a CreateLinkRequest. */
            class CreateLinkRequest implements ICreateLinkRequest {

                /**
                 * Constructs a new CreateLinkRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.admin.v1.ICreateLinkRequest);

                /** CreateLinkRequest partnerCode. */
                public partnerCode?: (string|null);

                /** CreateLinkRequest code. */
                public code?: (string|null);

                /** CreateLinkRequest isDefault. */
                public isDefault?: (boolean|null);

                /**
                 * Encodes the specified CreateLinkRequest message. Does not implicitly {@link parasol.admin.v1.CreateLinkRequest.verify|verify} messages.
                 * @param message CreateLinkRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.admin.v1.ICreateLinkRequest, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a CreateLinkRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns CreateLinkRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.admin.v1.CreateLinkRequest;
            }

            /** Properties of a LinkRef. */
            interface ILinkRef {

                /** LinkRef partnerCode */
                partnerCode?: (string|null);

                /** LinkRef code */
                code?: (string|null);
            }

            /** Represents a LinkRef. */
            class LinkRef implements ILinkRef {

                /**
                 * Constructs a new LinkRef.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.admin.v1.ILinkRef);

                /** LinkRef partnerCode. */
                public partnerCode?: (string|null);

                /** LinkRef code. */
                public code?: (string|null);

                /**
                 * Encodes the specified LinkRef message. Does not implicitly {@link parasol.admin.v1.LinkRef.verify|verify} messages.
                 * @param message LinkRef message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.admin.v1.ILinkRef, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a LinkRef message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns LinkRef
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.admin.v1.LinkRef;
            }

            /** Properties of a Quota. */
            interface IQuota {

                /** Quota reads */
                reads?: (number|null);

                /** Quota writes */
                writes?: (number|null);
            }

            /** Represents a Quota. */
            class Quota implements IQuota {

                /**
                 * Constructs a new Quota.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.admin.v1.IQuota);

                /** Quota reads. */
                public reads?: (number|null);

                /** Quota writes. */
                public writes?: (number|null);

                /**
                 * Encodes the specified Quota message. Does not implicitly {@link parasol.admin.v1.Quota.verify|verify} messages.
                 * @param message Quota message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.admin.v1.IQuota, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a Quota message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns Quota
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.admin.v1.Quota;
            }

            /** Properties of a CreateKeyRequest. */
            interface ICreateKeyRequest {

                /** CreateKeyRequest mode */
                mode?: (string|null);

                /** CreateKeyRequest scopes */
                scopes?: (string[]|null);

                /** CreateKeyRequest partnerCode */
                partnerCode?: (string|null);

                /** CreateKeyRequest quota */
                quota?: (parasol.admin.v1.IQuota|null);

                /** CreateKeyRequest cardModes */
                cardModes?: (string[]|null);
            }

            /** Represents a CreateKeyRequest. */
            class CreateKeyRequest implements ICreateKeyRequest {

                /**
                 * Constructs a new CreateKeyRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.admin.v1.ICreateKeyRequest);

                /** CreateKeyRequest mode. */
                public mode?: (string|null);

                /** CreateKeyRequest scopes. */
                public scopes: string[];

                /** CreateKeyRequest partnerCode. */
                public partnerCode?: (string|null);

                /** CreateKeyRequest quota. */
                public quota?: (parasol.admin.v1.IQuota|null);

                /** CreateKeyRequest cardModes. */
                public cardModes: string[];

                /**
                 * Encodes the specified CreateKeyRequest message. Does not implicitly {@link parasol.admin.v1.CreateKeyRequest.verify|verify} messages.
                 * @param message CreateKeyRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.admin.v1.ICreateKeyRequest, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a CreateKeyRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns CreateKeyRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.admin.v1.CreateKeyRequest;
            }

            /** Properties of an IssuedKey. */
            interface IIssuedKey {

                /** IssuedKey keyId */
                keyId?: (string|null);

                /** IssuedKey secret */
                secret?: (string|null);

                /** IssuedKey mode */
                mode?: (string|null);
            }

            /** Represents an IssuedKey. */
            class IssuedKey implements IIssuedKey {

                /**
                 * Constructs a new IssuedKey.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.admin.v1.IIssuedKey);

                /** IssuedKey keyId. */
                public keyId?: (string|null);

                /** IssuedKey secret. */
                public secret?: (string|null);

                /** IssuedKey mode. */
                public mode?: (string|null);

                /**
                 * Encodes the specified IssuedKey message. Does not implicitly {@link parasol.admin.v1.IssuedKey.verify|verify} messages.
                 * @param message IssuedKey message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.admin.v1.IIssuedKey, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes an IssuedKey message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns IssuedKey
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.admin.v1.IssuedKey;
            }

            /** Properties of a KeyRef. */
            interface IKeyRef {

                /** KeyRef keyId */
                keyId?: (string|null);
            }

            /** Represents a KeyRef. */
            class KeyRef implements IKeyRef {

                /**
                 * Constructs a new KeyRef.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.admin.v1.IKeyRef);

                /** KeyRef keyId. */
                public keyId?: (string|null);

                /**
                 * Encodes the specified KeyRef message. Does not implicitly {@link parasol.admin.v1.KeyRef.verify|verify} messages.
                 * @param message KeyRef message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.admin.v1.IKeyRef, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a KeyRef message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns KeyRef
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.admin.v1.KeyRef;
            }

            /** Properties of a RevokedKey. */
            interface IRevokedKey {

                /** RevokedKey keyId */
                keyId?: (string|null);

                /** RevokedKey revokedAt */
                revokedAt?: (string|null);
            }

            /** Represents a RevokedKey. */
            class RevokedKey implements IRevokedKey {

                /**
                 * Constructs a new RevokedKey.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.admin.v1.IRevokedKey);

                /** RevokedKey keyId. */
                public keyId?: (string|null);

                /** RevokedKey revokedAt. */
                public revokedAt?: (string|null);

                /**
                 * Encodes the specified RevokedKey message. Does not implicitly {@link parasol.admin.v1.RevokedKey.verify|verify} messages.
                 * @param message RevokedKey message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.admin.v1.IRevokedKey, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a RevokedKey message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns RevokedKey
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.admin.v1.RevokedKey;
            }

            /** Properties of a ListKeysRequest. */
            interface IListKeysRequest {

                /** ListKeysRequest partnerCode */
                partnerCode?: (string|null);
            }

            /** Represents a ListKeysRequest. */
            class ListKeysRequest implements IListKeysRequest {

                /**
                 * Constructs a new ListKeysRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.admin.v1.IListKeysRequest);

                /** ListKeysRequest partnerCode. */
                public partnerCode?: (string|null);

                /**
                 * Encodes the specified ListKeysRequest message. Does not implicitly {@link parasol.admin.v1.ListKeysRequest.verify|verify} messages.
                 * @param message ListKeysRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.admin.v1.IListKeysRequest, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a ListKeysRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns ListKeysRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.admin.v1.ListKeysRequest;
            }

            /** Properties of a KeyList. */
            interface IKeyList {

                /** KeyList keys */
                keys?: (parasol.admin.v1.IKeySummary[]|null);
            }

            /** Represents a KeyList. */
            class KeyList implements IKeyList {

                /**
                 * Constructs a new KeyList.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.admin.v1.IKeyList);

                /** KeyList keys. */
                public keys: parasol.admin.v1.IKeySummary[];

                /**
                 * Encodes the specified KeyList message. Does not implicitly {@link parasol.admin.v1.KeyList.verify|verify} messages.
                 * @param message KeyList message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.admin.v1.IKeyList, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a KeyList message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns KeyList
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.admin.v1.KeyList;
            }

            /** Properties of a KeySummary. */
            interface IKeySummary {

                /** KeySummary keyId */
                keyId?: (string|null);

                /** KeySummary mode */
                mode?: (string|null);

                /** KeySummary scopes */
                scopes?: (string[]|null);

                /** KeySummary partnerCode */
                partnerCode?: (string|null);

                /** KeySummary quota */
                quota?: (parasol.admin.v1.IQuota|null);

                /** KeySummary burstPerMinute */
                burstPerMinute?: (number|null);

                /** KeySummary cardModes */
                cardModes?: (string[]|null);

                /** KeySummary createdAt */
                createdAt?: (string|null);

                /** KeySummary revokedAt */
                revokedAt?: (string|null);

                /** KeySummary liveSecrets */
                liveSecrets?: (number|null);
            }

            /** Represents a KeySummary. */
            class KeySummary implements IKeySummary {

                /**
                 * Constructs a new KeySummary.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.admin.v1.IKeySummary);

                /** KeySummary keyId. */
                public keyId?: (string|null);

                /** KeySummary mode. */
                public mode?: (string|null);

                /** KeySummary scopes. */
                public scopes: string[];

                /** KeySummary partnerCode. */
                public partnerCode?: (string|null);

                /** KeySummary quota. */
                public quota?: (parasol.admin.v1.IQuota|null);

                /** KeySummary burstPerMinute. */
                public burstPerMinute?: (number|null);

                /** KeySummary cardModes. */
                public cardModes: string[];

                /** KeySummary createdAt. */
                public createdAt?: (string|null);

                /** KeySummary revokedAt. */
                public revokedAt?: (string|null);

                /** KeySummary liveSecrets. */
                public liveSecrets?: (number|null);

                /**
                 * Encodes the specified KeySummary message. Does not implicitly {@link parasol.admin.v1.KeySummary.verify|verify} messages.
                 * @param message KeySummary message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.admin.v1.IKeySummary, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a KeySummary message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns KeySummary
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.admin.v1.KeySummary;
            }

            /** Properties of a SetKeyQuotaRequest. */
            interface ISetKeyQuotaRequest {

                /** SetKeyQuotaRequest keyId */
                keyId?: (string|null);

                /** SetKeyQuotaRequest quota */
                quota?: (parasol.admin.v1.IQuota|null);

                /** SetKeyQuotaRequest burstPerMinute */
                burstPerMinute?: (number|null);
            }

            /** Represents a SetKeyQuotaRequest. */
            class SetKeyQuotaRequest implements ISetKeyQuotaRequest {

                /**
                 * Constructs a new SetKeyQuotaRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.admin.v1.ISetKeyQuotaRequest);

                /** SetKeyQuotaRequest keyId. */
                public keyId?: (string|null);

                /** SetKeyQuotaRequest quota. */
                public quota?: (parasol.admin.v1.IQuota|null);

                /** SetKeyQuotaRequest burstPerMinute. */
                public burstPerMinute?: (number|null);

                /**
                 * Encodes the specified SetKeyQuotaRequest message. Does not implicitly {@link parasol.admin.v1.SetKeyQuotaRequest.verify|verify} messages.
                 * @param message SetKeyQuotaRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.admin.v1.ISetKeyQuotaRequest, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a SetKeyQuotaRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns SetKeyQuotaRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.admin.v1.SetKeyQuotaRequest;
            }

            /** Properties of a LiveAccess. */
            interface ILiveAccess {

                /** LiveAccess partnerCode */
                partnerCode?: (string|null);

                /** LiveAccess approved */
                approved?: (boolean|null);

                /** LiveAccess sandboxPriceCalls */
                sandboxPriceCalls?: (number|null);

                /** LiveAccess sandboxLinksMinted */
                sandboxLinksMinted?: (number|null);

                /** LiveAccess priceCallsNeeded */
                priceCallsNeeded?: (number|null);

                /** LiveAccess linksNeeded */
                linksNeeded?: (number|null);
            }

            /** Represents a LiveAccess. */
            class LiveAccess implements ILiveAccess {

                /**
                 * Constructs a new LiveAccess.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.admin.v1.ILiveAccess);

                /** LiveAccess partnerCode. */
                public partnerCode?: (string|null);

                /** LiveAccess approved. */
                public approved?: (boolean|null);

                /** LiveAccess sandboxPriceCalls. */
                public sandboxPriceCalls?: (number|null);

                /** LiveAccess sandboxLinksMinted. */
                public sandboxLinksMinted?: (number|null);

                /** LiveAccess priceCallsNeeded. */
                public priceCallsNeeded?: (number|null);

                /** LiveAccess linksNeeded. */
                public linksNeeded?: (number|null);

                /**
                 * Encodes the specified LiveAccess message. Does not implicitly {@link parasol.admin.v1.LiveAccess.verify|verify} messages.
                 * @param message LiveAccess message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.admin.v1.ILiveAccess, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a LiveAccess message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns LiveAccess
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.admin.v1.LiveAccess;
            }

            /** Properties of an IssueLiveKeyRequest. */
            interface IIssueLiveKeyRequest {

                /** IssueLiveKeyRequest partnerCode */
                partnerCode?: (string|null);

                /** IssueLiveKeyRequest quota */
                quota?: (parasol.admin.v1.IQuota|null);

                /** IssueLiveKeyRequest scopes */
                scopes?: (string[]|null);

                /** IssueLiveKeyRequest cardModes */
                cardModes?: (string[]|null);
            }

            /** Represents an IssueLiveKeyRequest. */
            class IssueLiveKeyRequest implements IIssueLiveKeyRequest {

                /**
                 * Constructs a new IssueLiveKeyRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.admin.v1.IIssueLiveKeyRequest);

                /** IssueLiveKeyRequest partnerCode. */
                public partnerCode?: (string|null);

                /** IssueLiveKeyRequest quota. */
                public quota?: (parasol.admin.v1.IQuota|null);

                /** IssueLiveKeyRequest scopes. */
                public scopes: string[];

                /** IssueLiveKeyRequest cardModes. */
                public cardModes: string[];

                /**
                 * Encodes the specified IssueLiveKeyRequest message. Does not implicitly {@link parasol.admin.v1.IssueLiveKeyRequest.verify|verify} messages.
                 * @param message IssueLiveKeyRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.admin.v1.IIssueLiveKeyRequest, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes an IssueLiveKeyRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns IssueLiveKeyRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.admin.v1.IssueLiveKeyRequest;
            }
        }
    }

    /** Namespace funnel. */
    namespace funnel {

        /** Namespace v1. */
        namespace v1 {

            /** Properties of a SaleReport. */
            interface ISaleReport {

                /** SaleReport subscriptionId */
                subscriptionId?: (string|null);

                /** SaleReport premiumMinor */
                premiumMinor?: (number|null);

                /** SaleReport currency */
                currency?: (string|null);

                /** SaleReport policyNumber */
                policyNumber?: (string|null);
            }

            /** Represents a SaleReport. */
            class SaleReport implements ISaleReport {

                /**
                 * Constructs a new SaleReport.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.funnel.v1.ISaleReport);

                /** SaleReport subscriptionId. */
                public subscriptionId?: (string|null);

                /** SaleReport premiumMinor. */
                public premiumMinor?: (number|null);

                /** SaleReport currency. */
                public currency?: (string|null);

                /** SaleReport policyNumber. */
                public policyNumber?: (string|null);

                /**
                 * Encodes the specified SaleReport message. Does not implicitly {@link parasol.funnel.v1.SaleReport.verify|verify} messages.
                 * @param message SaleReport message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.funnel.v1.ISaleReport, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a SaleReport message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns SaleReport
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.funnel.v1.SaleReport;
            }

            /** Properties of a CheckoutStatus. */
            interface ICheckoutStatus {

                /** CheckoutStatus subscriptionId */
                subscriptionId?: (string|null);

                /** CheckoutStatus checkoutId */
                checkoutId?: (string|null);

                /** CheckoutStatus state */
                state?: (string|null);

                /** CheckoutStatus refundReason */
                refundReason?: (string|null);

                /** CheckoutStatus policyNumber */
                policyNumber?: (string|null);
            }

            /** Represents a CheckoutStatus. */
            class CheckoutStatus implements ICheckoutStatus {

                /**
                 * Constructs a new CheckoutStatus.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.funnel.v1.ICheckoutStatus);

                /** CheckoutStatus subscriptionId. */
                public subscriptionId?: (string|null);

                /** CheckoutStatus checkoutId. */
                public checkoutId?: (string|null);

                /** CheckoutStatus state. */
                public state?: (string|null);

                /** CheckoutStatus refundReason. */
                public refundReason?: (string|null);

                /** CheckoutStatus policyNumber. */
                public policyNumber?: (string|null);

                /**
                 * Encodes the specified CheckoutStatus message. Does not implicitly {@link parasol.funnel.v1.CheckoutStatus.verify|verify} messages.
                 * @param message CheckoutStatus message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.funnel.v1.ICheckoutStatus, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a CheckoutStatus message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns CheckoutStatus
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.funnel.v1.CheckoutStatus;
            }

            /** Properties of a SubscriptionRef. */
            interface ISubscriptionRef {

                /** SubscriptionRef subscriptionId */
                subscriptionId?: (string|null);
            }

            /** Represents a SubscriptionRef. */
            class SubscriptionRef implements ISubscriptionRef {

                /**
                 * Constructs a new SubscriptionRef.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.funnel.v1.ISubscriptionRef);

                /** SubscriptionRef subscriptionId. */
                public subscriptionId?: (string|null);

                /**
                 * Encodes the specified SubscriptionRef message. Does not implicitly {@link parasol.funnel.v1.SubscriptionRef.verify|verify} messages.
                 * @param message SubscriptionRef message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.funnel.v1.ISubscriptionRef, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a SubscriptionRef message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns SubscriptionRef
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.funnel.v1.SubscriptionRef;
            }

            /** Properties of an AdvanceRequest. */
            interface IAdvanceRequest {

                /** AdvanceRequest subscriptionId */
                subscriptionId?: (string|null);

                /** AdvanceRequest stage */
                stage?: (string|null);
            }

            /** Represents an AdvanceRequest. */
            class AdvanceRequest implements IAdvanceRequest {

                /**
                 * Constructs a new AdvanceRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.funnel.v1.IAdvanceRequest);

                /** AdvanceRequest subscriptionId. */
                public subscriptionId?: (string|null);

                /** AdvanceRequest stage. */
                public stage?: (string|null);

                /**
                 * Encodes the specified AdvanceRequest message. Does not implicitly {@link parasol.funnel.v1.AdvanceRequest.verify|verify} messages.
                 * @param message AdvanceRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.funnel.v1.IAdvanceRequest, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes an AdvanceRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns AdvanceRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.funnel.v1.AdvanceRequest;
            }

            /** Properties of a Subscription. */
            interface ISubscription {

                /** Subscription subscriptionId */
                subscriptionId?: (string|null);

                /** Subscription generation */
                generation?: (number|null);

                /** Subscription keyId */
                keyId?: (string|null);

                /** Subscription mode */
                mode?: (string|null);

                /** Subscription partnerCode */
                partnerCode?: (string|null);

                /** Subscription ref */
                ref?: (string|null);

                /** Subscription linkCode */
                linkCode?: (string|null);

                /** Subscription trip */
                trip?: (parasol.travel.v1.ITrip|null);

                /** Subscription language */
                language?: (string|null);

                /** Subscription offerId */
                offerId?: (number|null);

                /** Subscription stage */
                stage?: (string|null);

                /** Subscription upstreamQuoteId */
                upstreamQuoteId?: (string|null);

                /** Subscription createdAt */
                createdAt?: (string|null);

                /** Subscription updatedAt */
                updatedAt?: (string|null);

                /** Subscription expiresAt */
                expiresAt?: (string|null);
            }

            /** Represents a Subscription. */
            class Subscription implements ISubscription {

                /**
                 * Constructs a new Subscription.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.funnel.v1.ISubscription);

                /** Subscription subscriptionId. */
                public subscriptionId?: (string|null);

                /** Subscription generation. */
                public generation?: (number|null);

                /** Subscription keyId. */
                public keyId?: (string|null);

                /** Subscription mode. */
                public mode?: (string|null);

                /** Subscription partnerCode. */
                public partnerCode?: (string|null);

                /** Subscription ref. */
                public ref?: (string|null);

                /** Subscription linkCode. */
                public linkCode?: (string|null);

                /** Subscription trip. */
                public trip?: (parasol.travel.v1.ITrip|null);

                /** Subscription language. */
                public language?: (string|null);

                /** Subscription offerId. */
                public offerId?: (number|null);

                /** Subscription stage. */
                public stage?: (string|null);

                /** Subscription upstreamQuoteId. */
                public upstreamQuoteId?: (string|null);

                /** Subscription createdAt. */
                public createdAt?: (string|null);

                /** Subscription updatedAt. */
                public updatedAt?: (string|null);

                /** Subscription expiresAt. */
                public expiresAt?: (string|null);

                /**
                 * Encodes the specified Subscription message. Does not implicitly {@link parasol.funnel.v1.Subscription.verify|verify} messages.
                 * @param message Subscription message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.funnel.v1.ISubscription, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a Subscription message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns Subscription
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.funnel.v1.Subscription;
            }
        }
    }

    /** Namespace ledger. */
    namespace ledger {

        /** Namespace v1. */
        namespace v1 {

            /** Properties of a RunPayoutsRequest. */
            interface IRunPayoutsRequest {

                /** RunPayoutsRequest ledger */
                ledger?: (string|null);

                /** RunPayoutsRequest runKey */
                runKey?: (string|null);

                /** RunPayoutsRequest partnerCode */
                partnerCode?: (string|null);

                /** RunPayoutsRequest currency */
                currency?: (string|null);

                /** RunPayoutsRequest dryRun */
                dryRun?: (boolean|null);
            }

            /** Represents a RunPayoutsRequest. */
            class RunPayoutsRequest implements IRunPayoutsRequest {

                /**
                 * Constructs a new RunPayoutsRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.ledger.v1.IRunPayoutsRequest);

                /** RunPayoutsRequest ledger. */
                public ledger?: (string|null);

                /** RunPayoutsRequest runKey. */
                public runKey?: (string|null);

                /** RunPayoutsRequest partnerCode. */
                public partnerCode?: (string|null);

                /** RunPayoutsRequest currency. */
                public currency?: (string|null);

                /** RunPayoutsRequest dryRun. */
                public dryRun?: (boolean|null);

                /**
                 * Encodes the specified RunPayoutsRequest message. Does not implicitly {@link parasol.ledger.v1.RunPayoutsRequest.verify|verify} messages.
                 * @param message RunPayoutsRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.ledger.v1.IRunPayoutsRequest, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a RunPayoutsRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns RunPayoutsRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.ledger.v1.RunPayoutsRequest;
            }

            /** Properties of a RunPayoutsResponse. */
            interface IRunPayoutsResponse {

                /** RunPayoutsResponse ledger */
                ledger?: (string|null);

                /** RunPayoutsResponse runKey */
                runKey?: (string|null);

                /** RunPayoutsResponse groups */
                groups?: (parasol.ledger.v1.RunPayoutsResponse.IGroup[]|null);
            }

            /** Represents a RunPayoutsResponse. */
            class RunPayoutsResponse implements IRunPayoutsResponse {

                /**
                 * Constructs a new RunPayoutsResponse.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.ledger.v1.IRunPayoutsResponse);

                /** RunPayoutsResponse ledger. */
                public ledger?: (string|null);

                /** RunPayoutsResponse runKey. */
                public runKey?: (string|null);

                /** RunPayoutsResponse groups. */
                public groups: parasol.ledger.v1.RunPayoutsResponse.IGroup[];

                /**
                 * Encodes the specified RunPayoutsResponse message. Does not implicitly {@link parasol.ledger.v1.RunPayoutsResponse.verify|verify} messages.
                 * @param message RunPayoutsResponse message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.ledger.v1.IRunPayoutsResponse, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a RunPayoutsResponse message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns RunPayoutsResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.ledger.v1.RunPayoutsResponse;
            }

            namespace RunPayoutsResponse {

                /** Properties of a Group. */
                interface IGroup {

                    /** Group partner */
                    partner?: (string|null);

                    /** Group currency */
                    currency?: (string|null);

                    /** Group payoutId */
                    payoutId?: (string|null);

                    /** Group outcome */
                    outcome?: (string|null);

                    /** Group amount */
                    amount?: (google.type.IDecimal|null);

                    /** Group amountMinor */
                    amountMinor?: (number|null);

                    /** Group minimumMinor */
                    minimumMinor?: (number|null);

                    /** Group resumed */
                    resumed?: (string[]|null);
                }

                /** Represents a Group. */
                class Group implements IGroup {

                    /**
                     * Constructs a new Group.
                     * @param [properties] Properties to set
                     */
                    constructor(properties?: parasol.ledger.v1.RunPayoutsResponse.IGroup);

                    /** Group partner. */
                    public partner?: (string|null);

                    /** Group currency. */
                    public currency?: (string|null);

                    /** Group payoutId. */
                    public payoutId?: (string|null);

                    /** Group outcome. */
                    public outcome?: (string|null);

                    /** Group amount. */
                    public amount?: (google.type.IDecimal|null);

                    /** Group amountMinor. */
                    public amountMinor?: (number|null);

                    /** Group minimumMinor. */
                    public minimumMinor?: (number|null);

                    /** Group resumed. */
                    public resumed: string[];

                    /**
                     * Encodes the specified Group message. Does not implicitly {@link parasol.ledger.v1.RunPayoutsResponse.Group.verify|verify} messages.
                     * @param message Group message or plain object to encode
                     * @param [writer] Writer to encode to
                     * @returns Writer
                     */
                    public static encode(message: parasol.ledger.v1.RunPayoutsResponse.IGroup, writer?: $protobuf.Writer): $protobuf.Writer;

                    /**
                     * Decodes a Group message from the specified reader or buffer.
                     * @param reader Reader or buffer to decode from
                     * @param [length] Message length if known beforehand
                     * @returns Group
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.ledger.v1.RunPayoutsResponse.Group;
                }
            }

            /** Properties of a ListPayoutsRequest. */
            interface IListPayoutsRequest {

                /** ListPayoutsRequest ledger */
                ledger?: (string|null);

                /** ListPayoutsRequest partnerCode */
                partnerCode?: (string|null);

                /** ListPayoutsRequest limit */
                limit?: (number|null);

                /** ListPayoutsRequest cursor */
                cursor?: (string|null);
            }

            /** Represents a ListPayoutsRequest. */
            class ListPayoutsRequest implements IListPayoutsRequest {

                /**
                 * Constructs a new ListPayoutsRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.ledger.v1.IListPayoutsRequest);

                /** ListPayoutsRequest ledger. */
                public ledger?: (string|null);

                /** ListPayoutsRequest partnerCode. */
                public partnerCode?: (string|null);

                /** ListPayoutsRequest limit. */
                public limit?: (number|null);

                /** ListPayoutsRequest cursor. */
                public cursor?: (string|null);

                /**
                 * Encodes the specified ListPayoutsRequest message. Does not implicitly {@link parasol.ledger.v1.ListPayoutsRequest.verify|verify} messages.
                 * @param message ListPayoutsRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.ledger.v1.IListPayoutsRequest, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a ListPayoutsRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns ListPayoutsRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.ledger.v1.ListPayoutsRequest;
            }

            /** Properties of a ListPayoutsResponse. */
            interface IListPayoutsResponse {

                /** ListPayoutsResponse ledger */
                ledger?: (string|null);

                /** ListPayoutsResponse payouts */
                payouts?: (parasol.travel.v1.IPayout[]|null);

                /** ListPayoutsResponse next */
                next?: (string|null);
            }

            /** Represents a ListPayoutsResponse. */
            class ListPayoutsResponse implements IListPayoutsResponse {

                /**
                 * Constructs a new ListPayoutsResponse.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.ledger.v1.IListPayoutsResponse);

                /** ListPayoutsResponse ledger. */
                public ledger?: (string|null);

                /** ListPayoutsResponse payouts. */
                public payouts: parasol.travel.v1.IPayout[];

                /** ListPayoutsResponse next. */
                public next?: (string|null);

                /**
                 * Encodes the specified ListPayoutsResponse message. Does not implicitly {@link parasol.ledger.v1.ListPayoutsResponse.verify|verify} messages.
                 * @param message ListPayoutsResponse message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.ledger.v1.IListPayoutsResponse, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a ListPayoutsResponse message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns ListPayoutsResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.ledger.v1.ListPayoutsResponse;
            }

            /** Properties of a PayoutRef. */
            interface IPayoutRef {

                /** PayoutRef ledger */
                ledger?: (string|null);

                /** PayoutRef payoutId */
                payoutId?: (string|null);
            }

            /** Represents a PayoutRef. */
            class PayoutRef implements IPayoutRef {

                /**
                 * Constructs a new PayoutRef.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.ledger.v1.IPayoutRef);

                /** PayoutRef ledger. */
                public ledger?: (string|null);

                /** PayoutRef payoutId. */
                public payoutId?: (string|null);

                /**
                 * Encodes the specified PayoutRef message. Does not implicitly {@link parasol.ledger.v1.PayoutRef.verify|verify} messages.
                 * @param message PayoutRef message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.ledger.v1.IPayoutRef, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a PayoutRef message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns PayoutRef
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.ledger.v1.PayoutRef;
            }

            /** Properties of a MarkPayoutPaidRequest. */
            interface IMarkPayoutPaidRequest {

                /** MarkPayoutPaidRequest ledger */
                ledger?: (string|null);

                /** MarkPayoutPaidRequest payoutId */
                payoutId?: (string|null);

                /** MarkPayoutPaidRequest reference */
                reference?: (string|null);
            }

            /** Represents a MarkPayoutPaidRequest. */
            class MarkPayoutPaidRequest implements IMarkPayoutPaidRequest {

                /**
                 * Constructs a new MarkPayoutPaidRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.ledger.v1.IMarkPayoutPaidRequest);

                /** MarkPayoutPaidRequest ledger. */
                public ledger?: (string|null);

                /** MarkPayoutPaidRequest payoutId. */
                public payoutId?: (string|null);

                /** MarkPayoutPaidRequest reference. */
                public reference?: (string|null);

                /**
                 * Encodes the specified MarkPayoutPaidRequest message. Does not implicitly {@link parasol.ledger.v1.MarkPayoutPaidRequest.verify|verify} messages.
                 * @param message MarkPayoutPaidRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.ledger.v1.IMarkPayoutPaidRequest, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a MarkPayoutPaidRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns MarkPayoutPaidRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.ledger.v1.MarkPayoutPaidRequest;
            }

            /** Properties of a MarkPayoutFailedRequest. */
            interface IMarkPayoutFailedRequest {

                /** MarkPayoutFailedRequest ledger */
                ledger?: (string|null);

                /** MarkPayoutFailedRequest payoutId */
                payoutId?: (string|null);

                /** MarkPayoutFailedRequest reason */
                reason?: (string|null);
            }

            /** Represents a MarkPayoutFailedRequest. */
            class MarkPayoutFailedRequest implements IMarkPayoutFailedRequest {

                /**
                 * Constructs a new MarkPayoutFailedRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.ledger.v1.IMarkPayoutFailedRequest);

                /** MarkPayoutFailedRequest ledger. */
                public ledger?: (string|null);

                /** MarkPayoutFailedRequest payoutId. */
                public payoutId?: (string|null);

                /** MarkPayoutFailedRequest reason. */
                public reason?: (string|null);

                /**
                 * Encodes the specified MarkPayoutFailedRequest message. Does not implicitly {@link parasol.ledger.v1.MarkPayoutFailedRequest.verify|verify} messages.
                 * @param message MarkPayoutFailedRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.ledger.v1.IMarkPayoutFailedRequest, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a MarkPayoutFailedRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns MarkPayoutFailedRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.ledger.v1.MarkPayoutFailedRequest;
            }

            /** Properties of a StatementRequest. */
            interface IStatementRequest {

                /** StatementRequest partnerCode */
                partnerCode?: (string|null);

                /** StatementRequest ledger */
                ledger?: (string|null);

                /** StatementRequest status */
                status?: (string|null);

                /** StatementRequest from */
                from?: (string|null);

                /** StatementRequest to */
                to?: (string|null);

                /** StatementRequest limit */
                limit?: (number|null);

                /** StatementRequest cursor */
                cursor?: (string|null);
            }

            /** Represents a StatementRequest. */
            class StatementRequest implements IStatementRequest {

                /**
                 * Constructs a new StatementRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.ledger.v1.IStatementRequest);

                /** StatementRequest partnerCode. */
                public partnerCode?: (string|null);

                /** StatementRequest ledger. */
                public ledger?: (string|null);

                /** StatementRequest status. */
                public status?: (string|null);

                /** StatementRequest from. */
                public from?: (string|null);

                /** StatementRequest to. */
                public to?: (string|null);

                /** StatementRequest limit. */
                public limit?: (number|null);

                /** StatementRequest cursor. */
                public cursor?: (string|null);

                /**
                 * Encodes the specified StatementRequest message. Does not implicitly {@link parasol.ledger.v1.StatementRequest.verify|verify} messages.
                 * @param message StatementRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.ledger.v1.IStatementRequest, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a StatementRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns StatementRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.ledger.v1.StatementRequest;
            }

            /** Properties of a StatementResponse. */
            interface IStatementResponse {

                /** StatementResponse partner */
                partner?: (string|null);

                /** StatementResponse ledger */
                ledger?: (string|null);

                /** StatementResponse sales */
                sales?: (parasol.travel.v1.ISale[]|null);

                /** StatementResponse next */
                next?: (string|null);

                /** StatementResponse balances */
                balances?: (parasol.travel.v1.StatementResponse.IBalance[]|null);
            }

            /** Represents a StatementResponse. */
            class StatementResponse implements IStatementResponse {

                /**
                 * Constructs a new StatementResponse.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.ledger.v1.IStatementResponse);

                /** StatementResponse partner. */
                public partner?: (string|null);

                /** StatementResponse ledger. */
                public ledger?: (string|null);

                /** StatementResponse sales. */
                public sales: parasol.travel.v1.ISale[];

                /** StatementResponse next. */
                public next?: (string|null);

                /** StatementResponse balances. */
                public balances: parasol.travel.v1.StatementResponse.IBalance[];

                /**
                 * Encodes the specified StatementResponse message. Does not implicitly {@link parasol.ledger.v1.StatementResponse.verify|verify} messages.
                 * @param message StatementResponse message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.ledger.v1.IStatementResponse, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a StatementResponse message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns StatementResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.ledger.v1.StatementResponse;
            }

            /** Properties of a BalancesRequest. */
            interface IBalancesRequest {

                /** BalancesRequest partnerCode */
                partnerCode?: (string|null);

                /** BalancesRequest ledger */
                ledger?: (string|null);
            }

            /** Represents a BalancesRequest. */
            class BalancesRequest implements IBalancesRequest {

                /**
                 * Constructs a new BalancesRequest.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.ledger.v1.IBalancesRequest);

                /** BalancesRequest partnerCode. */
                public partnerCode?: (string|null);

                /** BalancesRequest ledger. */
                public ledger?: (string|null);

                /**
                 * Encodes the specified BalancesRequest message. Does not implicitly {@link parasol.ledger.v1.BalancesRequest.verify|verify} messages.
                 * @param message BalancesRequest message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.ledger.v1.IBalancesRequest, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a BalancesRequest message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns BalancesRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.ledger.v1.BalancesRequest;
            }

            /** Properties of a BalancesResponse. */
            interface IBalancesResponse {

                /** BalancesResponse partner */
                partner?: (string|null);

                /** BalancesResponse ledger */
                ledger?: (string|null);

                /** BalancesResponse balances */
                balances?: (parasol.travel.v1.StatementResponse.IBalance[]|null);
            }

            /** Represents a BalancesResponse. */
            class BalancesResponse implements IBalancesResponse {

                /**
                 * Constructs a new BalancesResponse.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.ledger.v1.IBalancesResponse);

                /** BalancesResponse partner. */
                public partner?: (string|null);

                /** BalancesResponse ledger. */
                public ledger?: (string|null);

                /** BalancesResponse balances. */
                public balances: parasol.travel.v1.StatementResponse.IBalance[];

                /**
                 * Encodes the specified BalancesResponse message. Does not implicitly {@link parasol.ledger.v1.BalancesResponse.verify|verify} messages.
                 * @param message BalancesResponse message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.ledger.v1.IBalancesResponse, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a BalancesResponse message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns BalancesResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.ledger.v1.BalancesResponse;
            }

            /** Properties of a SaleRef. */
            interface ISaleRef {

                /** SaleRef partnerCode */
                partnerCode?: (string|null);

                /** SaleRef ledger */
                ledger?: (string|null);

                /** SaleRef externalOrderId */
                externalOrderId?: (string|null);
            }

            /** Represents a SaleRef. */
            class SaleRef implements ISaleRef {

                /**
                 * Constructs a new SaleRef.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.ledger.v1.ISaleRef);

                /** SaleRef partnerCode. */
                public partnerCode?: (string|null);

                /** SaleRef ledger. */
                public ledger?: (string|null);

                /** SaleRef externalOrderId. */
                public externalOrderId?: (string|null);

                /**
                 * Encodes the specified SaleRef message. Does not implicitly {@link parasol.ledger.v1.SaleRef.verify|verify} messages.
                 * @param message SaleRef message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.ledger.v1.ISaleRef, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a SaleRef message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns SaleRef
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.ledger.v1.SaleRef;
            }

            /** Properties of a SaleDetail. */
            interface ISaleDetail {

                /** SaleDetail sale */
                sale?: (parasol.travel.v1.ISale|null);

                /** SaleDetail entries */
                entries?: (parasol.travel.v1.ILedgerEntry[]|null);
            }

            /** Represents a SaleDetail. */
            class SaleDetail implements ISaleDetail {

                /**
                 * Constructs a new SaleDetail.
                 * @param [properties] Properties to set
                 */
                constructor(properties?: parasol.ledger.v1.ISaleDetail);

                /** SaleDetail sale. */
                public sale?: (parasol.travel.v1.ISale|null);

                /** SaleDetail entries. */
                public entries: parasol.travel.v1.ILedgerEntry[];

                /**
                 * Encodes the specified SaleDetail message. Does not implicitly {@link parasol.ledger.v1.SaleDetail.verify|verify} messages.
                 * @param message SaleDetail message or plain object to encode
                 * @param [writer] Writer to encode to
                 * @returns Writer
                 */
                public static encode(message: parasol.ledger.v1.ISaleDetail, writer?: $protobuf.Writer): $protobuf.Writer;

                /**
                 * Decodes a SaleDetail message from the specified reader or buffer.
                 * @param reader Reader or buffer to decode from
                 * @param [length] Message length if known beforehand
                 * @returns SaleDetail
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): parasol.ledger.v1.SaleDetail;
            }
        }
    }
}

/** Namespace google. */
export namespace google {

    /** Namespace type. */
    namespace type {

        /** Properties of a Decimal. */
        interface IDecimal {

            /** Decimal value */
            value?: (string|null);
        }

        /** Represents a Decimal. */
        class Decimal implements IDecimal {

            /**
             * Constructs a new Decimal.
             * @param [properties] Properties to set
             */
            constructor(properties?: google.type.IDecimal);

            /** Decimal value. */
            public value: string;

            /**
             * Encodes the specified Decimal message. Does not implicitly {@link google.type.Decimal.verify|verify} messages.
             * @param message Decimal message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            public static encode(message: google.type.IDecimal, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a Decimal message from the specified reader or buffer.
             * @param reader Reader or buffer to decode from
             * @param [length] Message length if known beforehand
             * @returns Decimal
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): google.type.Decimal;
        }
    }
}
